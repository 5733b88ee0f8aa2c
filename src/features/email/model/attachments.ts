/**
 * What the inbox keeps of the files that come with creditor mail: every file's name, type and
 * size; its bytes only when the file is small and of a type a statement or letter comes in.
 * Anything else is dropped with a note saying why, so nothing vanishes without a word.
 */
import { bytesToBase64 } from '@/shared/lib/base64';

/** The largest file whose bytes are kept (a statement PDF is usually 50-300 KB). */
export const ATTACHMENT_KEEP_MAX_BYTES = 512 * 1024;

/**
 * The bytes kept of all the files of one message together (two files at the size above): a
 * message of 10 MB of attachments must not make 10 MB of every page that lists it.
 */
export const ATTACHMENTS_KEEP_PER_MESSAGE_BYTES = 2 * ATTACHMENT_KEEP_MAX_BYTES;

/** The files listed of one message (name, type and size each); more are not named. */
export const ATTACHMENTS_LISTED_MAX = 50;

/** The types whose bytes are kept: documents and pictures of letters, never executables or archives. */
export const KEPT_ATTACHMENT_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'text/plain',
];

/** The name a file without one is listed under. */
export const UNNAMED_ATTACHMENT = 'unnamed attachment';

export interface IncomingAttachment {
  filename: string | undefined;
  contentType: string;
  size: number;
  content: Uint8Array;
}

export interface KeptAttachment {
  filename: string;
  content_type: string;
  size: number;
  /** The bytes in base64, when kept. */
  content?: string;
  /** Why the bytes were not kept. */
  note?: string;
}

function formatKilobytes(bytes: number): string {
  return `${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB`;
}

/** Why a file's bytes are not kept, or null when they are. */
export function dropReason(contentType: string, size: number): string | null {
  const type = contentType.toLowerCase();
  if (!KEPT_ATTACHMENT_TYPES.includes(type)) {
    return `Not kept: files of type ${type} are not stored; only the name, type and size are.`;
  }
  if (size > ATTACHMENT_KEEP_MAX_BYTES) {
    return `Not kept: ${formatKilobytes(size)} is over the ${formatKilobytes(ATTACHMENT_KEEP_MAX_BYTES)} kept per file; only the name, type and size are.`;
  }
  return null;
}

/** The stored form of one incoming file. */
export function keepAttachment(file: IncomingAttachment): KeptAttachment {
  const filename = file.filename?.trim() || UNNAMED_ATTACHMENT;
  const content_type = file.contentType.toLowerCase();
  const note = dropReason(content_type, file.size);
  return note
    ? { filename, content_type, size: file.size, note }
    : { filename, content_type, size: file.size, content: bytesToBase64(file.content) };
}

/**
 * The stored form of a message's files: each by `keepAttachment`, in order, while the kept bytes
 * stay within `ATTACHMENTS_KEEP_PER_MESSAGE_BYTES`; a file past that is listed with a note, and
 * at most `ATTACHMENTS_LISTED_MAX` files are listed.
 */
export function keepAttachments(files: readonly IncomingAttachment[]): KeptAttachment[] {
  let kept = 0;
  return files.slice(0, ATTACHMENTS_LISTED_MAX).map((file) => {
    const stored = keepAttachment(file);
    if (stored.content === undefined) return stored;
    if (kept + file.size <= ATTACHMENTS_KEEP_PER_MESSAGE_BYTES) {
      kept += file.size;
      return stored;
    }
    const { content: _dropped, ...listed } = stored;
    return {
      ...listed,
      note: `Not kept: the files of one message are kept up to ${formatKilobytes(ATTACHMENTS_KEEP_PER_MESSAGE_BYTES)} together; only the name, type and size are.`,
    };
  });
}

/** 'statement.pdf attached', 'a.pdf and b.png attached', 'a.pdf, b.pdf and c.pdf attached'. */
export function attachedLine(
  attachments: readonly { filename: string }[] | undefined,
): string | null {
  const names = (attachments ?? []).map((attachment) => attachment.filename);
  if (names.length === 0) return null;
  const listed =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${listed} attached`;
}
