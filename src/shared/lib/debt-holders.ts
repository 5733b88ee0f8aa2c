/**
 * Who holds a debt now, one list for every slice that names it: the settlement workspace's debt
 * details, the practice simulator's holders and the letters.
 */
export const HOLDERS = ['original_creditor', 'collection_agency', 'debt_buyer'] as const;
export type Holder = (typeof HOLDERS)[number];

export const HOLDER_LABELS: Readonly<Record<Holder, string>> = {
  original_creditor: 'Original creditor',
  collection_agency: 'Collection agency',
  debt_buyer: 'Debt buyer',
};
