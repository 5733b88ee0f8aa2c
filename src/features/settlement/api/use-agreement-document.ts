/**
 * The agreement document (the agreement's letter, uploaded) as a file: checked in the browser with the backends' own rules (size,
 * type from the content), sent as base64, read back for a download.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/api';
import { base64ToBytes, bytesToBase64 } from '@/shared/lib/base64';
import { settlementEndpoints as api, type Settlement } from '../contract';
import { SETTLEMENT_DETAILS } from '../model/details';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIGNATURE_BYTES,
  documentContentType,
} from '../model/agreement-document';
import { settlementKeys } from './settlement.queries';

/** A file's bytes, through FileReader (every browser has it; jsdom's Blob has no arrayBuffer). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The words the backends would refuse this file with, found before sending 10 MB for nothing;
 * null when they would take it.
 */
export async function documentRefusal(file: Blob): Promise<string | null> {
  if (file.size === 0) return SETTLEMENT_DETAILS.documentEmpty;
  if (file.size > DOCUMENT_MAX_BYTES) return SETTLEMENT_DETAILS.documentTooLarge;
  const head = await readBytes(file.slice(0, DOCUMENT_SIGNATURE_BYTES));
  return documentContentType(head) ? null : SETTLEMENT_DETAILS.documentNotAllowed;
}

export async function attachDocument(tradelineId: string, file: File) {
  const content = bytesToBase64(await readBytes(file));
  return request(api.attachDocument, {
    params: { id: tradelineId },
    body: { file_name: file.name.trim() || 'letter', content },
  });
}

export function useAttachDocument(tradelineId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => attachDocument(tradelineId, file),
    onSuccess: (agreement) =>
      client.setQueryData<Settlement>(settlementKeys.workspace(tradelineId), (current) =>
        current ? { ...current, agreement } : current,
      ),
  });
}

/** The letter with its bytes, as a file the browser can save. */
export async function downloadDocument(tradelineId: string): Promise<File> {
  const letter = await request(api.getDocument, { params: { id: tradelineId } });
  const bytes = base64ToBytes(letter.content) ?? new Uint8Array();
  return new File([bytes.slice().buffer as ArrayBuffer], letter.file_name, {
    type: letter.content_type,
  });
}

export function useDownloadDocument(tradelineId: string) {
  return useMutation({ mutationFn: () => downloadDocument(tradelineId) });
}
