import { describe, expect, it } from 'vitest';
import {
  acknowledgesDebt,
  fillLetter,
  isDisputeLetter,
  LETTER_KINDS,
  letterFileName,
  letterText,
  missingText,
  type LetterFacts,
} from './letters';

const complete: LetterFacts = {
  today: '2026-11-26',
  sender: { full_name: 'Dana Demo', address: ['12 Elm St', 'Apt 3', 'Austin, TX 78701'] },
  debt: {
    account_name: 'Chase Freedom',
    current_balance: 4200,
    holder_kind: 'collection_agency',
    collector_name: 'Midland Recovery',
    account_last_four: '4821',
    mailing_address: ['PO Box 2121', 'San Diego, CA 92108'],
  },
  deflection_email: 'dana.demo@inbox.selfsettle.test',
  last_offer: { amount: 1260, payments: null },
  extras: { lawyer: 'Lee Counsel, 1 Main St, Austin, TX 78701, (512) 555-0100' },
};

const empty: LetterFacts = {
  ...complete,
  sender: { full_name: null, address: null },
  debt: { ...complete.debt, collector_name: null, account_last_four: null, mailing_address: null },
  deflection_email: null,
  last_offer: null,
  extras: { lawyer: null },
};

describe('letters filled from what the app knows', () => {
  it.each(LETTER_KINDS)('%s has no blank left when every fact is known', (kind) => {
    const letter = fillLetter(kind, complete);
    expect(letter.missing).toEqual([]);
    expect(letter.from).toEqual(['Dana Demo', '12 Elm St', 'Apt 3', 'Austin, TX 78701']);
    expect(letter.date).toBe('Nov 26, 2026');
    expect(letter.to.slice(1)).toEqual(['PO Box 2121', 'San Diego, CA 92108']);
    expect(letter.subject).toBe('Re: Chase Freedom, account ending in 4821');
    expect(letter.signature).toBe('Dana Demo');
    // Every block, not only the body: no bracketed blank anywhere in the letter.
    expect(letterText(letter)).not.toMatch(/[[\]]/);
  });

  it.each(LETTER_KINDS)('%s names each missing fact and where it is filled', (kind) => {
    const letter = fillLetter(kind, empty);
    const named = letter.missing.map(missingText);
    expect(named).toEqual(
      expect.arrayContaining([
        'Your full name (in your profile)',
        'Your mailing address (in your profile)',
        "The account's last four digits (in the debt's details)",
      ]),
    );
    expect(named.some((text) => /mailing address \(in the debt's details\)$/.test(text))).toBe(
      true,
    );
    // Each missing fact leaves its blank in the letter, and nothing else does.
    const blanks = letterText(letter).match(/\[[^\]]+\]/g) ?? [];
    expect(new Set(blanks).size).toBe(letter.missing.length);
  });

  it('addresses a dispute to the collector at its address, with the last four digits', () => {
    const letter = fillLetter('dispute', complete);
    expect(letter.to).toEqual(['Midland Recovery', 'PO Box 2121', 'San Diego, CA 92108']);
    expect(letter.paragraphs.join(' ')).toContain('I dispute this debt');
    expect(letter.paragraphs.join(' ')).toContain('account ending in 4821');
  });

  it('gives notice to a collector as a dispute and to the original creditor as hardship', () => {
    expect(fillLetter('give_notice', complete).title).toBe('Give notice: Dispute it and prove it');
    const creditor = fillLetter('give_notice', {
      ...complete,
      debt: { ...complete.debt, holder_kind: 'original_creditor', collector_name: null },
    });
    expect(creditor.title).toBe('Give notice: Hardship notice');
    expect(creditor.to[0]).toBe('Chase Freedom');
    expect(creditor.paragraphs.join(' ')).toContain('financial hardship');
    expect(isDisputeLetter('give_notice', 'debt_buyer')).toBe(true);
    expect(isDisputeLetter('give_notice', 'original_creditor')).toBe(false);
    expect(isDisputeLetter('dispute', null)).toBe(true);
  });

  it('names the deflection address only when email deflection is on', () => {
    expect(fillLetter('update_contacts', complete).paragraphs.join(' ')).toContain(
      'dana.demo@inbox.selfsettle.test',
    );
    expect(fillLetter('update_contacts', empty).paragraphs.join(' ')).toContain('in writing only');
  });

  it('offers the last offer, in payments when it had them', () => {
    expect(fillLetter('settlement_offer', complete).paragraphs[1]).toBe(
      'I offer $1,260, paid as a single payment (a lump sum), to settle this account in full.',
    );
    const payments = fillLetter('settlement_offer', {
      ...complete,
      last_offer: { amount: 1500, payments: 3 },
    });
    expect(payments.paragraphs[1]).toContain('in 3 monthly payments');
    // To the cent, as the offer log shows it: not $833 for $832.50.
    const cents = fillLetter('settlement_offer', {
      ...complete,
      last_offer: { amount: 832.5, payments: 1 },
    });
    expect(cents.paragraphs[1]).toBe(
      'I offer $832.50, paid as a single payment (a lump sum), to settle this account in full.',
    );
  });

  it("asks for the agreement checklist's terms before paying", () => {
    const body = fillLetter('settlement_offer', complete).paragraphs.join(' ');
    expect(body).toContain('in writing');
    expect(body).toContain('settles the account in full');
    expect(body).toContain("'Settled in Full' or 'Paid in Full'");
    expect(body).toContain('will not be sold, transferred or placed for collection');
    expect(body).toContain('12 CFR 1006.30(b)');
  });

  it('counts the step letters as acknowledging the debt, not the CFPB letters', () => {
    expect(acknowledgesDebt('settlement_offer')).toBe(true);
    expect(acknowledgesDebt('agreement_request')).toBe(true);
    expect(acknowledgesDebt('dispute')).toBe(false);
    expect(acknowledgesDebt('stop_contacting')).toBe(false);
  });

  it('leaves blanks and lists what is missing', () => {
    const dispute = fillLetter('dispute', empty);
    expect(dispute.from).toEqual(['[your full name]', '[your mailing address]']);
    expect(dispute.to).toEqual(['[the collector]', "[the collector's mailing address]"]);
    expect(dispute.missing).toEqual([
      { field: 'Your full name', where: 'profile' },
      { field: 'Your mailing address', where: 'profile' },
      { field: "The collector's name", where: 'details' },
      { field: "The collector's mailing address", where: 'details' },
      { field: "The account's last four digits", where: 'details' },
    ]);
    expect(fillLetter('settlement_offer', empty).missing.map(missingText)).toContain(
      'An offer (log one in the offer log)',
    );
    expect(fillLetter('lawyer', empty).missing.map(missingText)).toContain(
      "Your lawyer's name, address and phone (on this page)",
    );
    const creditor = fillLetter('give_notice', {
      ...empty,
      debt: { ...empty.debt, holder_kind: 'original_creditor' },
    });
    expect(creditor.missing.map(missingText)).toContain(
      "The creditor's mailing address (in the debt's details)",
    );
  });
});

describe('a letter as plain text', () => {
  it('reads top to bottom: sender, date, recipient, subject, body, signature', () => {
    const letter = fillLetter('dispute', complete);
    const text = letterText(letter);
    expect(
      text.startsWith(
        'Dana Demo\n12 Elm St\nApt 3\nAustin, TX 78701\n\nNov 26, 2026\n\nMidland Recovery\nPO Box 2121\nSan Diego, CA 92108\n\n',
      ),
    ).toBe(true);
    expect(text).toContain('Re: Chase Freedom, account ending in 4821');
    expect(text).toContain(letter.paragraphs[1]!);
    expect(text.endsWith('Sincerely,\n\nDana Demo')).toBe(true);
  });

  it('keeps the blanks of what is missing', () => {
    expect(letterText(fillLetter('dispute', empty))).toContain('[last four digits]');
  });

  it('names the PDF after the title and the date', () => {
    expect(letterFileName(fillLetter('lawyer', complete), '2026-11-26')).toBe(
      'i-ve-hired-a-lawyer-2026-11-26.pdf',
    );
    expect(letterFileName(fillLetter('give_notice', complete), '2026-11-26')).toBe(
      'give-notice-dispute-it-and-prove-it-2026-11-26.pdf',
    );
  });
});
