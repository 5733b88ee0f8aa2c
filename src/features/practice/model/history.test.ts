import { describe, expect, it } from 'vitest';
import { bestByDebt, practicedLabel } from './history';

describe('best practice result per debt', () => {
  it('keeps the lowest agreed percent of each debt and ignores the rest', () => {
    const best = bestByDebt([
      { tradeline_id: 'a', status: 'agreed', settlement_percent: 52 },
      { tradeline_id: 'a', status: 'agreed', settlement_percent: 38 },
      { tradeline_id: 'a', status: 'no_deal', settlement_percent: null },
      { tradeline_id: 'b', status: 'open', settlement_percent: null },
      { tradeline_id: null, status: 'agreed', settlement_percent: 20 },
    ]);
    expect([...best]).toEqual([['a', 38]]);
    expect(practicedLabel(38)).toBe('Practiced: best 38%');
  });
});
