import { describe, expect, it } from 'vitest';
import { summarizeEmails } from './local-summarizer';
import {
  ATTACHMENT_KEEP_MAX_BYTES,
  attachedLine,
  keepAttachment,
  UNNAMED_ATTACHMENT,
} from './attachments';

const bytes = (size: number) => new Uint8Array(size).fill(65);

describe('keepAttachment', () => {
  it('keeps a small statement PDF with its bytes in base64', () => {
    expect(
      keepAttachment({
        filename: 'statement.pdf',
        contentType: 'Application/PDF',
        size: 3,
        content: bytes(3),
      }),
    ).toEqual({
      filename: 'statement.pdf',
      content_type: 'application/pdf',
      size: 3,
      content: 'QUFB',
    });
  });

  it('drops the bytes of a file over the size kept, with a note', () => {
    const size = ATTACHMENT_KEEP_MAX_BYTES + 1;
    expect(
      keepAttachment({
        filename: 'scan.pdf',
        contentType: 'application/pdf',
        size,
        content: bytes(size),
      }),
    ).toEqual({
      filename: 'scan.pdf',
      content_type: 'application/pdf',
      size,
      note: 'Not kept: 513 KB is over the 512 KB kept per file; only the name, type and size are.',
    });
  });

  it('drops the bytes of a type that is not kept, and names a file without a name', () => {
    expect(
      keepAttachment({
        filename: undefined,
        contentType: 'application/x-msdownload',
        size: 2,
        content: bytes(2),
      }),
    ).toEqual({
      filename: UNNAMED_ATTACHMENT,
      content_type: 'application/x-msdownload',
      size: 2,
      note: 'Not kept: files of type application/x-msdownload are not stored; only the name, type and size are.',
    });
  });
});

describe('attachedLine', () => {
  it('names one, two or more files', () => {
    expect(attachedLine(undefined)).toBeNull();
    expect(attachedLine([])).toBeNull();
    expect(attachedLine([{ filename: 'statement.pdf' }])).toBe('statement.pdf attached');
    expect(attachedLine([{ filename: 'a.pdf' }, { filename: 'b.png' }])).toBe(
      'a.pdf and b.png attached',
    );
    expect(
      attachedLine([{ filename: 'a.pdf' }, { filename: 'b.pdf' }, { filename: 'c.pdf' }]),
    ).toBe('a.pdf, b.pdf and c.pdf attached');
  });
});

describe('the local summarizer and attachments', () => {
  const email = {
    sender_email: 'Wells Fargo <statements@wellsfargo.example>',
    date_sent: '2026-11-28T06:00:00.000Z',
  };

  it('names the files where it lists an email', () => {
    const content = summarizeEmails([
      {
        ...email,
        subject: 'Settlement offer',
        content: 'We offer to settle for $900.00.',
        attachments: [{ filename: 'offer.pdf' }],
      },
    ]);
    expect(content.highlights.settlement_opportunities).toEqual([
      'Wells Fargo <statements@wellsfargo.example>: Settlement offer (offer.pdf attached) ($900.00)',
    ]);
  });

  it('lists an email whose text says little when a file came with it', () => {
    const withFile = summarizeEmails([
      {
        ...email,
        subject: 'Letter',
        content: 'Please see the letter.',
        attachments: [{ filename: 'letter.pdf' }],
      },
    ]);
    expect(withFile.highlights.account_updates).toEqual([
      'Wells Fargo <statements@wellsfargo.example>: Letter (letter.pdf attached)',
    ]);
    const without = summarizeEmails([
      { ...email, subject: 'Letter', content: 'Please see the letter.' },
    ]);
    expect(without.highlights.account_updates).toEqual([]);
  });
});
