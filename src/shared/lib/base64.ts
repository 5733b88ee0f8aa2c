/**
 * Bytes to and from base64, the way the API carries a file inside JSON (the inbox's kept
 * attachments, the settlement agreement's letter). Plain loops over a table: the same in the
 * browser, the mock and Node, and fast on 10 MB where jsdom's `atob`/`btoa` take seconds.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUES = new Int16Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index += 1) VALUES[ALPHABET.charCodeAt(index)] = index;

const CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
const PAD = 61; // '='

/** The bytes in standard base64 (with padding). */
export function bytesToBase64(bytes: Uint8Array): string {
  // The characters as ASCII codes first, one text at the end: fast on megabytes.
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let at = 0;
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const n = (bytes[index]! << 16) | (bytes[index + 1]! << 8) | bytes[index + 2]!;
    out[at++] = CODES[n >> 18]!;
    out[at++] = CODES[(n >> 12) & 63]!;
    out[at++] = CODES[(n >> 6) & 63]!;
    out[at++] = CODES[n & 63]!;
  }
  const left = bytes.length - index;
  if (left > 0) {
    const n = (bytes[index]! << 16) | (left === 2 ? bytes[index + 1]! << 8 : 0);
    out[at++] = CODES[n >> 18]!;
    out[at++] = CODES[(n >> 12) & 63]!;
    out[at++] = left === 2 ? CODES[(n >> 6) & 63]! : PAD;
    out[at] = PAD;
  }
  return new TextDecoder().decode(out);
}

/** How many bytes a base64 text holds, without decoding it; null when it is not base64. */
export function base64ByteLength(text: string): number | null {
  if (text.length % 4 !== 0) return null;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return (text.length / 4) * 3 - padding;
}

const valueAt = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code < 128 ? VALUES[code]! : -1;
};

/** The bytes of a standard base64 text; null when it is not base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  const length = base64ByteLength(text);
  if (length === null) return null;
  const bytes = new Uint8Array(length);
  let out = 0;
  for (let index = 0; index < text.length; index += 4) {
    const a = valueAt(text, index);
    const b = valueAt(text, index + 1);
    if (a < 0 || b < 0) return null;
    bytes[out++] = (a << 2) | (b >> 4);
    if (out === length) break;
    const c = valueAt(text, index + 2);
    if (c < 0) return null;
    bytes[out++] = ((b & 15) << 4) | (c >> 2);
    if (out === length) break;
    const d = valueAt(text, index + 3);
    if (d < 0) return null;
    bytes[out++] = ((c & 3) << 6) | d;
  }
  return bytes;
}
