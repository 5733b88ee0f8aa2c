import { describe, expect, it } from 'vitest';
import type { PriceKey } from './pricing';
import { highest, planProgramChange } from './program-change';

type Row = [
  string,
  { billed: PriceKey[]; scheduled: PriceKey[] | null; wanted: PriceKey[] },
  ReturnType<typeof planProgramChange>,
];

const TABLE: Row[] = [
  [
    'nothing changes',
    { billed: ['base', 'negotiation1'], scheduled: null, wanted: ['base', 'negotiation1'] },
    { updates: [], items: ['base', 'negotiation1'], scheduled: null },
  ],
  [
    'a raise is invoiced at once, prorated',
    { billed: ['base', 'negotiation1'], scheduled: null, wanted: ['base', 'negotiation2'] },
    {
      updates: [{ items: ['base', 'negotiation2'], proration: 'always_invoice' }],
      items: ['base', 'negotiation2'],
      scheduled: null,
    },
  ],
  [
    'adding savings is a raise',
    { billed: ['base'], scheduled: null, wanted: ['base', 'savings'] },
    {
      updates: [{ items: ['base', 'savings'], proration: 'always_invoice' }],
      items: ['base', 'savings'],
      scheduled: null,
    },
  ],
  [
    'a lowering bills from the next billing date and keeps the level until then',
    { billed: ['base', 'savings', 'negotiation2'], scheduled: null, wanted: ['base'] },
    {
      updates: [{ items: ['base'], proration: 'none' }],
      items: ['base', 'savings', 'negotiation2'],
      scheduled: ['base'],
    },
  ],
  [
    'raising one item and lowering another: the raise now, the lowering later',
    {
      billed: ['base', 'savings', 'negotiation1'],
      scheduled: null,
      wanted: ['base', 'negotiation2'],
    },
    {
      updates: [
        { items: ['base', 'savings', 'negotiation2'], proration: 'always_invoice' },
        { items: ['base', 'negotiation2'], proration: 'none' },
      ],
      items: ['base', 'savings', 'negotiation2'],
      scheduled: ['base', 'negotiation2'],
    },
  ],
  [
    'back to the billed level: the scheduled lowering is dropped, nothing invoiced',
    { billed: ['base', 'negotiation2'], scheduled: ['base'], wanted: ['base', 'negotiation2'] },
    {
      updates: [{ items: ['base', 'negotiation2'], proration: 'none' }],
      items: ['base', 'negotiation2'],
      scheduled: null,
    },
  ],
  [
    'a raise above the billed level while a lowering waits is prorated from the billed level',
    {
      billed: ['base', 'negotiation1'],
      scheduled: ['base'],
      wanted: ['base', 'savings', 'negotiation2'],
    },
    {
      updates: [
        { items: ['base', 'negotiation1'], proration: 'none' },
        { items: ['base', 'savings', 'negotiation2'], proration: 'always_invoice' },
      ],
      items: ['base', 'savings', 'negotiation2'],
      scheduled: null,
    },
  ],
  [
    'a second lowering replaces the first one waiting',
    { billed: ['base', 'negotiation2'], scheduled: ['base'], wanted: ['base', 'negotiation1'] },
    {
      updates: [{ items: ['base', 'negotiation1'], proration: 'none' }],
      items: ['base', 'negotiation2'],
      scheduled: ['base', 'negotiation1'],
    },
  ],
];

describe('program changes on a running subscription', () => {
  it.each(TABLE)('%s', (_, input, expected) => {
    expect(planProgramChange(input)).toEqual(expected);
  });

  it('takes each item at the higher of two', () => {
    expect(highest(['base', 'savings', 'negotiation1'], ['base', 'negotiation2'])).toEqual([
      'base',
      'savings',
      'negotiation2',
    ]);
    expect(highest(['base'], ['base'])).toEqual(['base']);
  });
});
