/**
 * The agreement document (the written agreement's letter, uploaded) as a file: stored through the file port
 * (GridFS on the server, the browser's storage on the mock), described on the agreement record,
 * read back only by the debt's owner. Checked here for both backends: base64 that decodes, at
 * most 10 MB (413), a PDF, PNG or JPEG by its content (415).
 */
import { HttpError } from '@/shared/api/details';
import { base64ByteLength, base64ToBytes, bytesToBase64 } from '@/shared/lib/base64';
import type { FileStore } from '@/shared/store/files';
import { newObjectId } from '@/shared/store/ids';
import type { Log } from '@/shared/api/service';
import type { Agreement, AttachDocumentBody, DocumentFile } from '../contract';
import { SETTLEMENT_DETAILS } from '../model/details';
import { DOCUMENT_MAX_BYTES, documentContentType } from '../model/agreement-document';
import { isPaid, presentAgreement, type WorkspaceStore } from './workspace';

export interface DocumentStore extends WorkspaceStore {
  files: FileStore;
}

export function createDocuments(store: DocumentStore) {
  const { settlementAgreements: agreements, files } = store;

  return {
    async attach(
      tradeline: { id: string; user_id: string },
      body: AttachDocumentBody,
      now: Date,
    ): Promise<Agreement> {
      const agreement = await agreements.get(tradeline.id);
      if (!agreement) throw new HttpError(409, SETTLEMENT_DETAILS.documentBeforeAgreement);
      // The letter is the proof of a settled debt: kept as it was when the debt was paid.
      if (isPaid(agreement)) throw new HttpError(409, SETTLEMENT_DETAILS.settledRecord);
      const size = base64ByteLength(body.content);
      if (size === null) throw new HttpError(400, SETTLEMENT_DETAILS.documentUnreadable);
      if (size === 0) throw new HttpError(400, SETTLEMENT_DETAILS.documentEmpty);
      if (size > DOCUMENT_MAX_BYTES) throw new HttpError(413, SETTLEMENT_DETAILS.documentTooLarge);
      const bytes = base64ToBytes(body.content);
      if (!bytes) throw new HttpError(400, SETTLEMENT_DETAILS.documentUnreadable);
      const type = documentContentType(bytes);
      if (!type) throw new HttpError(415, SETTLEMENT_DETAILS.documentNotAllowed);

      const letter = {
        file_id: newObjectId(now),
        file_name: body.file_name,
        content_type: type,
        size: bytes.length,
        uploaded_at: now.toISOString(),
      };
      // The file first, then the record that names it, then the file it replaces: a stop
      // half-way leaves at most a file no record names, still removed with its owner's account.
      await files.put({ id: letter.file_id, user_id: tradeline.user_id, ...letter }, bytes);
      const matched = await agreements.update({ id: tradeline.id }, { set: { letter } });
      if (matched === 0) {
        await files.remove(letter.file_id);
        throw new HttpError(409, SETTLEMENT_DETAILS.documentBeforeAgreement);
      }
      if (agreement.letter) await files.remove(agreement.letter.file_id);
      return presentAgreement({ ...agreement, letter });
    },

    async read(tradeline: { id: string }, log: Log): Promise<DocumentFile> {
      const agreement = await agreements.get(tradeline.id);
      if (!agreement?.letter) throw new HttpError(404, SETTLEMENT_DETAILS.documentMissing);
      const stored = await files.read(agreement.letter.file_id);
      if (!stored) {
        log.warn({ file_id: agreement.letter.file_id }, 'an agreement names a file that is gone');
        throw new HttpError(404, SETTLEMENT_DETAILS.documentMissing);
      }
      const { file_name, content_type, size, uploaded_at } = agreement.letter;
      return { file_name, content_type, size, uploaded_at, content: bytesToBase64(stored.bytes) };
    },
  };
}
