/**
 * The agreement document (the signed agreement letter the user uploads; the letters feature's
 * letters are ones it generates) as a file: at most 10 MB, a PDF, PNG or JPEG typed
 * from its first bytes, never from its name or the type the browser claims. The browser checks
 * with these before uploading; both backends check again with the same rules.
 */

/** 10 MB, the most a document may weigh (10 485 760 bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The longest file name kept. */
export const DOCUMENT_NAME_MAX = 200;

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentContentType = (typeof DOCUMENT_TYPES)[number];

/** The file signatures: `%PDF-`, PNG's eight bytes, JPEG's start of image and marker. */
const SIGNATURES: readonly [DocumentContentType, readonly number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** How many leading bytes `documentContentType` reads. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/** The file's type from its content, or null when it is none of a PDF, PNG or JPEG. */
export function documentContentType(bytes: Uint8Array): DocumentContentType | null {
  for (const [type, signature] of SIGNATURES) {
    if (signature.every((byte, index) => bytes[index] === byte)) return type;
  }
  return null;
}

/** '812 KB', '9.8 MB': a file's size as the card shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
