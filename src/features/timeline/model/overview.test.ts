import { describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../contract';
import {
  pastDueEntries,
  pastDueSteps,
  pendingCalendarSteps,
  stepsByDebt,
  type DatedItem,
} from './overview';

const debts = [
  { uuid: 'chase', account_name: 'Chase', current_balance: 4200 },
  { uuid: 'cap', account_name: 'Capital One', current_balance: 1850 },
];

const event = (
  id: string,
  tradeline_uuid: string,
  type: TimelineEvent['type'],
  scheduled_date: string,
  completed = false,
): TimelineEvent => ({
  id,
  tradeline_uuid,
  type,
  scheduled_date,
  completed,
  completed_date: completed ? `${scheduled_date}T12:00:00.000Z` : null,
  assisted: false,
});

const events = [
  event('c1', 'chase', 'update_contacts', '2026-11-07', true),
  event('c2', 'chase', 'give_notice', '2026-11-14'),
  event('c3', 'chase', 'negotiation', '2026-12-20'),
  event('k1', 'cap', 'update_contacts', '2026-11-20'),
  event('k2', 'cap', 'notice', '2026-11-27'),
];

describe('the overview rules', () => {
  it('groups the steps per debt, smallest balance first, labelled in date order', () => {
    const grouped = stepsByDebt(debts, events);
    expect(grouped.map(({ debt }) => debt.uuid)).toEqual(['cap', 'chase']);
    expect(grouped[1]!.steps.map(({ label }) => label)).toEqual([
      'Update your contacts',
      'Give notice',
      'First Negotiation',
    ]);
    expect(stepsByDebt([{ ...debts[0]!, uuid: 'none' }], events)[0]!.steps).toEqual([]);
  });

  it('lists the past-due steps with their debt and days late, the latest first', () => {
    const late = pastDueSteps(stepsByDebt(debts, events), '2026-11-24');
    expect(late.map(({ debt, label, daysLate }) => [debt.account_name, label, daysLate])).toEqual([
      ['Chase', 'Give notice', 10],
      ['Capital One', 'Update your contacts', 4],
    ]);
    expect(pastDueSteps(stepsByDebt(debts, events), '2026-11-14')).toEqual([]);
  });

  it('lists a dated item that passed unanswered among the past-due steps, by days late', () => {
    const deadline = (days_late: number, answered = false): DatedItem => ({
      id: `deadline-${days_late}`,
      date: '2026-11-17',
      label: 'Dispute deadline',
      status: '',
      answered,
      days_late,
    });
    const withIds = debts.map((debt) => ({ ...debt, id: `id-${debt.uuid}` }));
    const grouped = stepsByDebt(withIds, events);
    const late = pastDueEntries(grouped, new Map([['id-cap', [deadline(7)]]]), '2026-11-24');
    expect(
      late.map(({ debt, label, due, daysLate, eventId }) => [
        debt.uuid,
        label,
        due,
        daysLate,
        eventId,
      ]),
    ).toEqual([
      ['chase', 'Give notice', '2026-11-14', 10, 'c2'],
      ['cap', 'Dispute deadline', '2026-11-17', 7, null],
      ['cap', 'Update your contacts', '2026-11-20', 4, 'k1'],
    ]);
    // Not passed yet, or answered (days_late 0): not listed.
    expect(
      pastDueEntries(
        grouped,
        new Map([['id-cap', [deadline(0), deadline(0, true)]]]),
        '2026-11-14',
      ),
    ).toEqual([]);
  });

  it('exports every pending step with its place in the debt plan', () => {
    const withIds = debts.map((debt) => ({ ...debt, id: `id-${debt.uuid}` }));
    const exported = pendingCalendarSteps(stepsByDebt(withIds, events));
    expect(exported.map(({ id, date, summary }) => [id, date, summary])).toEqual([
      ['k1', '2026-11-20', 'Capital One: Update your contacts'],
      ['k2', '2026-11-27', 'Capital One: Give notice'],
      ['c2', '2026-11-14', 'Chase: Give notice'],
      ['c3', '2026-12-20', 'Chase: First Negotiation'],
    ]);
    expect(exported[2]!.description).toMatch(/^Step 2 of 3 for your Chase debt\./);
  });

  it('exports a dated item still ahead beside the steps, not one answered or passed', () => {
    const withIds = debts.map((debt) => ({ ...debt, id: `id-${debt.uuid}` }));
    const item = (id: string, answered: boolean, days_late: number): DatedItem => ({
      id,
      date: '2026-11-30',
      label: 'Dispute deadline',
      status: '',
      answered,
      days_late,
    });
    const exported = pendingCalendarSteps(
      stepsByDebt(withIds, events),
      new Map([
        ['id-cap', [item('deadline-cap', false, 0)]],
        ['id-chase', [item('answered', true, 0), item('passed', false, 3)]],
      ]),
    );
    expect(exported.map(({ id, date, summary }) => [id, date, summary])).toEqual([
      ['k1', '2026-11-20', 'Capital One: Update your contacts'],
      ['k2', '2026-11-27', 'Capital One: Give notice'],
      ['deadline-cap', '2026-11-30', 'Capital One: Dispute deadline'],
      ['c2', '2026-11-14', 'Chase: Give notice'],
      ['c3', '2026-12-20', 'Chase: First Negotiation'],
    ]);
    expect(exported[2]!.description).toBe(
      'Dispute deadline for your Capital One debt. Open Take action to see what to do.',
    );
  });
});
