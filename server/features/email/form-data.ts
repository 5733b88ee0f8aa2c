/**
 * The fields of a `multipart/form-data` body as bytes. A provider posts the raw message as a
 * form field; decoding it as text (what `Request.formData()` does) would spoil a message written
 * in 8-bit ISO-8859-1 before mailparser reads its charset, so the bytes are kept as sent.
 */

/** The boundary of a multipart content type, or null. */
function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The `name` of a part's Content-Disposition, or null. */
function fieldName(head: string): string | null {
  const disposition = head.split(/\r\n/).find((line) => /^content-disposition\s*:/i.test(line));
  const match = disposition && /;\s*name="((?:[^"\\]|\\.)*)"|;\s*name=([^\s;]+)/i.exec(disposition);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Each named field's bytes (the first of a repeated name). Null when the body is not
 * well-formed multipart for its content type.
 */
export function formFields(body: Buffer, contentType: string): Map<string, Buffer> | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, Buffer>();
  let start = body.indexOf(delimiter);
  if (start < 0) return null;
  for (;;) {
    let partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') return fields;
    if (body.subarray(partStart, partStart + 2).toString() !== '\r\n') return null;
    partStart += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), partStart);
    if (next < 0) return null;
    const part = body.subarray(partStart, next);
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const name = fieldName(part.subarray(0, headEnd).toString('latin1'));
    if (name !== null && !fields.has(name)) fields.set(name, part.subarray(headEnd + 4));
    start = next + 2;
  }
}
