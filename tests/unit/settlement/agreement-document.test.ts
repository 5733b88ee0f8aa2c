/**
 * The letter's rules (issue 27, point 4): typed from its first bytes, at most 10 MB; and the
 * service over the mock's store at the size boundary (the contract suite sends 10 MB + 1 byte to
 * both backends).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFiles } from '../../../mocks/files';
import { resetDb } from '../../../mocks/seed';
import { store } from '../../../mocks/store';
import { SAMPLE_AGREEMENT, WORKSPACE_TRADELINE } from '../../contract/requests';
import { createSettlementService } from '@/features/settlement/service';
import { SETTLEMENT_DETAILS } from '@/features/settlement/model/details';
import {
  formatFileSize,
  DOCUMENT_MAX_BYTES,
  documentContentType,
} from '@/features/settlement/model/agreement-document';
import { base64ByteLength, base64ToBytes, bytesToBase64 } from '@/shared/lib/base64';
import { silentLog, type Caller } from '@/shared/api/service';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('documentContentType', () => {
  it('knows a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(documentContentType(text('%PDF-1.7\n'))).toBe('application/pdf');
    expect(documentContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(documentContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses HTML, text that mentions %PDF- later, a cut signature and nothing', () => {
    expect(documentContentType(text('<!doctype html><title>agreement.pdf</title>'))).toBeNull();
    expect(documentContentType(text(' %PDF-1.7'))).toBeNull();
    expect(documentContentType(text('%PDF'))).toBeNull();
    expect(documentContentType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(documentContentType(new Uint8Array())).toBeNull();
  });
});

describe('base64 and sizes', () => {
  it('round-trips bytes and counts them without decoding', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    const encoded = bytesToBase64(all);
    expect(encoded).toBe(Buffer.from(all).toString('base64'));
    expect(base64ByteLength(encoded)).toBe(256);
    expect(base64ToBytes(encoded)).toEqual(all);
    expect(base64ByteLength('')).toBe(0);
    expect(base64ByteLength('abc')).toBeNull();
    expect(base64ToBytes('ab!=')).toBeNull();
  });

  it('shows sizes in KB below a megabyte and MB from it', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(812 * 1024)).toBe('812 KB');
    expect(formatFileSize(DOCUMENT_MAX_BYTES)).toBe('10.0 MB');
  });
});

describe('attaching a letter at the size boundary', () => {
  const tradeline = WORKSPACE_TRADELINE;
  const user: Caller = {
    id: tradeline.user_id,
    username: 'subscriber',
    email: 'subscriber@example.com',
    role: 'user',
  };
  const service = createSettlementService({ store: { ...store, files: mockFiles } });
  const now = new Date();
  /** The rest of what the pipeline hands a service: this user, now, no session or query. */
  const request = { query: undefined, user, sessionId: null, userAgent: null, now, log: silentLog };
  const pdf = (size: number) => {
    const file = new Uint8Array(size).fill(0x20);
    file.set(text('%PDF-1.4'));
    return bytesToBase64(file);
  };
  const attach = (content: string) =>
    service.attachDocument!({
      params: { id: tradeline.id },
      body: { file_name: 'agreement.pdf', content },
      ...request,
    });

  beforeEach(async () => {
    await resetDb();
    await service.saveAgreement!({
      params: { id: tradeline.id },
      body: SAMPLE_AGREEMENT,
      ...request,
    });
  });

  it('takes exactly 10 MB and refuses one byte more with 413', async () => {
    await expect(attach(pdf(DOCUMENT_MAX_BYTES))).resolves.toMatchObject({
      letter: { size: DOCUMENT_MAX_BYTES, content_type: 'application/pdf' },
    });
    await expect(attach(pdf(DOCUMENT_MAX_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      detail: SETTLEMENT_DETAILS.documentTooLarge,
    });
    // The seeded Discover letter and this one; the refused file left nothing.
    expect(await mockFiles.listOwned(user.id)).toHaveLength(2);
  });
});
