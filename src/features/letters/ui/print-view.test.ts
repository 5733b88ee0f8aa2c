import { describe, expect, it } from 'vitest';
import { ENVELOPE_LAYOUT } from '../model/envelope';
import { fillLetter, type LetterFacts } from '../model/letters';
import { printViewHtml } from './print-view';

const facts: LetterFacts = {
  today: '2026-11-26',
  sender: { full_name: 'Dana <Demo> & Co', address: ['12 Elm St', 'Austin, TX 78701'] },
  debt: {
    account_name: 'Chase',
    current_balance: 4200,
    holder_kind: 'collection_agency',
    collector_name: 'Midland Credit',
    account_last_four: '4821',
    mailing_address: ['PO Box 2121', 'San Diego, CA 92108'],
  },
  deflection_email: null,
  last_offer: null,
  extras: { lawyer: null },
};

describe('the print view', () => {
  it('is a US Letter page with the sender, the collector and the last four digits', () => {
    const html = printViewHtml(fillLetter('dispute', facts));
    expect(html).toContain('@page { size: letter; margin: 0; }');
    expect(html).toContain('Midland Credit<br>PO Box 2121<br>San Diego, CA 92108');
    expect(html).toContain('account ending in 4821');
    expect(html).toContain('<title>Dispute it and prove it</title>');
  });

  it("puts the blocks where the PDF does: the envelope's windows", () => {
    const html = printViewHtml(fillLetter('dispute', facts));
    expect(html).toContain(`.sender { top: ${ENVELOPE_LAYOUT.sender.top}in;`);
    expect(html).toContain(`.recipient { top: ${ENVELOPE_LAYOUT.recipient.top}in;`);
    expect(html).toContain(`left: ${ENVELOPE_LAYOUT.left}in;`);
  });

  it('escapes what the user typed', () => {
    const html = printViewHtml(fillLetter('dispute', facts));
    expect(html).toContain('Dana &#60;Demo&#62; &#38; Co');
    expect(html).not.toContain('<Demo>');
  });
});
