import { describe, expect, it } from 'vitest';
import type { DebtNegotiationLevel, Subscription } from '../contract';
import { billedItems, currentSubscription, entitled, entitlement, FEATURES } from './entitlements';
import { priceItems, type PriceKey } from './pricing';

const NONE = 'An active subscription is required for this feature.';
const CALLS =
  'Creditor calls are not part of your subscription. Add debt negotiation in Manage my enrollment to request calls.';
const EMAIL =
  'Email summaries are not part of your subscription. Turn on email deflection in Manage my enrollment to use them.';
const SAVINGS = 'Savings support is not part of your subscription. Add it in Manage my enrollment.';

/**
 * All 12 programs (savings × negotiation level × email deflection) and what a subscription
 * billing that program entitles to: [calls, email, savings, tools].
 */
const PROGRAMS: [boolean, DebtNegotiationLevel, boolean, [boolean, boolean, boolean, boolean]][] = [
  [false, 0, false, [false, false, false, true]],
  [false, 0, true, [false, true, false, true]],
  [true, 0, false, [false, false, true, true]],
  [true, 0, true, [false, true, true, true]],
  [false, 1, false, [true, false, false, true]],
  [false, 1, true, [true, true, false, true]],
  [true, 1, false, [true, false, true, true]],
  [true, 1, true, [true, true, true, true]],
  [false, 2, false, [true, false, false, true]],
  [false, 2, true, [true, true, false, true]],
  [true, 2, false, [true, false, true, true]],
  [true, 2, true, [true, true, true, true]],
];

/** No subscription, and the statuses a subscription may have; only two count. */
const STATES: [Subscription['status'] | 'none', boolean][] = [
  ['none', false],
  ['active', true],
  ['trialing', true],
  ['past_due', false],
  ['canceled', false],
];

/** The rule reads the instant it is given; these subscriptions have no period end to pass. */
const NOW = new Date('2026-12-01T12:00:00.000Z');

const NOT_BILLED = { calls: CALLS, email: EMAIL, savings: SAVINGS, tools: NONE } as const;

const subscriptionOf = (status: Subscription['status'], items: PriceKey[]) => ({
  status,
  items,
  scheduled_change: null,
});

describe('the entitlement rule', () => {
  describe.each(STATES)('subscription %s', (state, counts) => {
    it.each(PROGRAMS)(
      'savings %s, negotiation %i, email %s: calls, email, savings, tools = %j',
      (savings_support, debt_negotiation, email_opt_in, expected) => {
        const program = { savings_support, debt_negotiation, email_opt_in };
        const subscription = state === 'none' ? null : subscriptionOf(state, priceItems(program));
        FEATURES.forEach((feature, index) => {
          const allowed = counts && expected[index]!;
          expect(entitled(feature, subscription, program, NOW), feature).toBe(allowed);
          const verdict = entitlement(feature, subscription, program, NOW);
          if (allowed) expect(verdict).toEqual({ entitled: true });
          else if (!counts) {
            expect(verdict).toEqual({ entitled: false, missing: 'subscription', detail: NONE });
          } else {
            expect(verdict).toEqual({
              entitled: false,
              missing: 'item',
              detail: NOT_BILLED[feature],
            });
          }
        });
      },
    );
  });

  it('goes by what is billed, not by a program saved and not billed yet', () => {
    const program = { savings_support: true, debt_negotiation: 2 as const, email_opt_in: true };
    const subscription = subscriptionOf('active', ['base']);
    expect(entitlement('calls', subscription, program, NOW)).toMatchObject({ detail: CALLS });
    expect(entitlement('savings', subscription, program, NOW)).toMatchObject({ detail: SAVINGS });
    expect(entitled('email', subscription, program, NOW)).toBe(true);
    expect(entitled('tools', subscription, program, NOW)).toBe(true);
  });

  it('keeps a lowered level until its billing date, then follows the lowering', () => {
    const subscription = {
      status: 'active' as const,
      items: ['base', 'negotiation2'] as PriceKey[],
      scheduled_change: {
        items: ['base'] as PriceKey[],
        monthly_amount: 5,
        effective_at: '2026-12-01T00:00:00.000Z',
      },
    };
    const program = { savings_support: false, debt_negotiation: 0 as const, email_opt_in: false };
    const before = new Date('2026-11-30T23:59:59.000Z');
    const after = new Date('2026-12-01T00:00:00.000Z');
    expect(billedItems(subscription, before)).toEqual(['base', 'negotiation2']);
    expect(entitled('calls', subscription, program, before)).toBe(true);
    expect(billedItems(subscription, after)).toEqual(['base']);
    expect(entitled('calls', subscription, program, after)).toBe(false);
  });

  it('keeps a subscription cancelled at the period end entitled until that end, not after', () => {
    const subscription = {
      ...subscriptionOf('active', ['base', 'savings', 'negotiation1']),
      cancel_at_period_end: true,
      current_period_end: '2026-12-14T10:00:00.000Z',
    };
    const program = { savings_support: true, debt_negotiation: 1 as const, email_opt_in: true };
    const before = new Date('2026-12-14T09:59:59.000Z');
    const after = new Date('2026-12-14T10:00:00.000Z');
    for (const feature of FEATURES) {
      expect(entitled(feature, subscription, program, before), feature).toBe(true);
      expect(entitlement(feature, subscription, program, after), feature).toEqual({
        entitled: false,
        missing: 'subscription',
        detail: NONE,
      });
    }
    expect(currentSubscription([subscription], before)).toBe(subscription);
    expect(currentSubscription([subscription], after)).toBeNull();
    // Without a period end to wait for, a cancelled subscription has ended.
    expect(entitled('tools', { ...subscription, current_period_end: null }, program, before)).toBe(
      false,
    );
    // Not cancelled, the same subscription runs on past the date (it renews).
    expect(
      entitled('tools', { ...subscription, cancel_at_period_end: false }, program, after),
    ).toBe(true);
  });

  it('counts the newest active or trialing subscription of a list', () => {
    const list = [
      { id: 'sub_3', status: 'canceled' as const },
      { id: 'sub_2', status: 'trialing' as const },
      { id: 'sub_1', status: 'active' as const },
    ];
    expect(currentSubscription(list, NOW)?.id).toBe('sub_2');
    expect(currentSubscription(list.slice(0, 1), NOW)).toBeNull();
    expect(currentSubscription([], NOW)).toBeNull();
  });
});
