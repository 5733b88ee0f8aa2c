import { describe, expect, it } from 'vitest';
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
  },
  deflection_email: null,
  last_offer: null,
  extras: { lawyer: null },
};

describe('the print view', () => {
  it('is a US Letter page with the sender, the collector and the last four digits', () => {
    const html = printViewHtml(fillLetter('dispute', facts));
    expect(html).toContain('@page { size: letter; margin: 1in; }');
    expect(html).toContain('Midland Credit');
    expect(html).toContain('account ending in 4821');
    expect(html).toContain('<title>Dispute it and prove it</title>');
  });

  it('escapes what the user typed', () => {
    const html = printViewHtml(fillLetter('dispute', facts));
    expect(html).toContain('Dana &#60;Demo&#62; &#38; Co');
    expect(html).not.toContain('<Demo>');
  });
});
