import { describe, expect, it } from 'vitest';
import { mockFiles } from '../../../mocks/files';
import { store } from '../../../mocks/store';
import { removeSettlementRecords } from '../../../src/features/settlement/service';
import { COMPLETE_CHECKLIST } from '../../../src/features/settlement/model/agreement';

const NOW = '2026-01-05T12:00:00.000Z';
const USER = '64f000000000000000000aa1';
const GOING = '64f000000000000000000bb1';
const STAYING = '64f000000000000000000bb2';

async function keep(tradelineId: string, offerId: string) {
  await mockFiles.put(
    {
      id: `${offerId.slice(0, -2)}f${offerId.slice(-1)}`,
      user_id: USER,
      file_name: 'agreement.pdf',
      content_type: 'application/pdf',
      size: 8,
      uploaded_at: NOW,
    },
    new TextEncoder().encode('%PDF-1.7'),
  );
  await store.debtDetails.insert({
    id: tradelineId,
    user_id: USER,
    holder_kind: 'debt_buyer',
    collector_name: 'Midland Credit',
    account_last_four: '1234',
    last_payment_date: null,
    walk_away: null,
    created_at: NOW,
    saved_at: NOW,
  });
  await store.settlementOffers.insert({
    id: offerId,
    user_id: USER,
    tradeline_id: tradelineId,
    by: 'me',
    date: '2026-01-05',
    amount: 900,
    payments: 1,
    channel: 'call',
    note: null,
    created_at: NOW,
  });
  await store.settlementAgreements.insert({
    id: tradelineId,
    user_id: USER,
    amount: 1000,
    balance_at_settlement: 2500,
    schedule: [{ date: '2026-01-10', amount: 1000 }],
    reporting: 'settled_in_full',
    checklist: COMPLETE_CHECKLIST,
    tax: null,
    payments: [
      { id: `${offerId.slice(0, -1)}c`, date: '2026-01-10', amount: 400, created_at: NOW },
    ],
    letter: {
      file_id: `${offerId.slice(0, -2)}f${offerId.slice(-1)}`,
      file_name: 'agreement.pdf',
      content_type: 'application/pdf',
      size: 8,
      uploaded_at: NOW,
    },
    created_at: NOW,
    saved_at: NOW,
  });
}

describe('removeSettlementRecords (the storage port, as both backends run it)', () => {
  it("removes one debt's details, offers, agreement with its payments and letter, and nothing else", async () => {
    await keep(GOING, '64f000000000000000000dd1');
    await keep(STAYING, '64f000000000000000000dd2');

    await removeSettlementRecords({ ...store, files: mockFiles }, GOING);

    expect(await store.debtDetails.get(GOING)).toBeNull();
    expect(await store.settlementAgreements.get(GOING)).toBeNull();
    expect(await store.settlementOffers.find({ tradeline_id: GOING })).toEqual([]);
    expect(await store.debtDetails.get(STAYING)).not.toBeNull();
    expect(await store.settlementAgreements.get(STAYING)).not.toBeNull();
    expect(await store.settlementOffers.find({ tradeline_id: STAYING })).toHaveLength(1);
    expect(await mockFiles.read('64f000000000000000000df1')).toBeNull();
    expect((await mockFiles.listOwned(USER)).map((file) => file.id)).toEqual([
      '64f000000000000000000df2',
    ]);
  });
});
