import { describe, expect, it } from 'vitest';
import { parseSummaryContent, isSummaryCurrent } from '@/features/email/model/summary';
import { isPastDue } from '@/features/timeline/model/events';
import { todayIn } from '@/shared/lib/dates';
import { standInHash } from './passwords';
import { contactFlags } from '@/features/letters/model/regulation-f';
import { validationWindow, windowState } from '@/features/letters/model/validation-window';
import { buildPersonaFiles, buildPersonas, PERSONAS, type SeedData } from './personas';
import { COLLECTIONS } from '@/backend/collections';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const seed = buildPersonas(NOW);
const subscriber = PERSONAS.subscriber.user_id;
const newcomer = PERSONAS.newcomer.user_id;

describe('buildPersonas', () => {
  it('is deterministic for a given instant', () => {
    expect(buildPersonas(NOW)).toEqual(seed);
  });

  it('gives every record the shape of its collection', () => {
    for (const [name, records] of Object.entries(seed)) {
      const { schema } = COLLECTIONS[name as keyof SeedData];
      for (const record of records) expect(() => schema.parse(record)).not.toThrow();
    }
  });

  it('uses ObjectId-shaped user, tradeline and event ids', () => {
    const ids = [
      ...seed.users.map((user) => user.id),
      ...seed.tradelines.flatMap((t) => [t.id, t.uuid]),
      ...seed.events.map((event) => event.id),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('seeds the four personas with their credentials and roles, and customers who cannot sign in', () => {
    const personas = seed.users.filter((user) => user.email.endsWith('@example.com'));
    expect(personas.map((user) => [user.email, user.password_hash, user.role])).toEqual([
      ['demo@example.com', standInHash('Demo-pass1!'), 'user'],
      ['new@example.com', standInHash('Demo-pass1!'), 'user'],
      ['admin@example.com', standInHash('Admin-pass1!'), 'admin'],
      ['unpaid@example.com', standInHash('Demo-pass1!'), 'user'],
    ]);
    const customers = seed.users.filter((user) => user.email.endsWith('@example.net'));
    expect(seed.users).toHaveLength(16);
    expect(customers).toHaveLength(12);
    for (const customer of customers) {
      expect(customer).toMatchObject({ role: 'user', password_hash: null, google_sub: null });
      expect(customer.email).toMatch(/@example\.net$/);
      expect(Date.parse(customer.created_at)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('places customer sign-ups on fixed weeks, whatever the weekday', () => {
    // 2026-11-22 is a Sunday and 2026-11-23 a Monday: the week of each sign-up stays put.
    for (const now of [
      NOW,
      new Date('2026-11-23T00:00:00.000Z'),
      new Date('2026-11-25T09:00:00Z'),
    ]) {
      const monday = new Date(now);
      monday.setUTCHours(0, 0, 0, 0);
      monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
      const weeksAgo = buildPersonas(now)
        .users.filter((user) => user.email.endsWith('@example.net'))
        .map((user) =>
          Math.ceil((monday.getTime() - Date.parse(user.created_at)) / (7 * 86_400_000)),
        );
      expect(weeksAgo).toEqual([0, 0, 1, 2, 2, 3, 4, 6, 7, 7, 9, 11]);
    }
  });

  it('gives the subscriber a profile with income, expenses and a positive net', () => {
    const profile = seed.profiles.find((p) => p.user_id === subscriber)!;
    expect(profile.income).toBe(4800);
    expect(profile.expenses).toBe(profile.expenses_calculated);
    expect(profile.expenses).toBe(3900);
    expect(profile.net_income).toBe(900);
  });

  it('gives the subscriber 3 tradelines with five events each, some done and one past due', () => {
    expect(seed.tradelines.filter((t) => t.user_id === subscriber)).toHaveLength(3);
    expect(seed.events.filter((e) => e.user_id === subscriber)).toHaveLength(15);
    for (const tradeline of seed.tradelines) {
      expect(
        seed.events.filter((e) => e.tradeline_uuid === tradeline.uuid).map((e) => e.type),
      ).toEqual(['update_contacts', 'give_notice', 'negotiation', 'negotiation', 'payoff']);
    }
    const subscribers = seed.events.filter((e) => e.user_id === subscriber);
    expect(subscribers.filter((e) => e.completed).length).toBeGreaterThanOrEqual(2);
    expect(subscribers.filter((e) => isPastDue(e, todayIn(NOW)))).toHaveLength(1);
  });

  it('completes events only in order', () => {
    for (const tradeline of seed.tradelines) {
      const flags = seed.events
        .filter((e) => e.tradeline_uuid === tradeline.uuid)
        .map((e) => e.completed);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('gives the subscriber a program, an active subscription and a default bank account', () => {
    expect(seed.programs.filter((program) => program.user_id === subscriber)).toEqual([
      {
        id: subscriber,
        user_id: subscriber,
        savings_support: true,
        debt_negotiation: 1,
        email_opt_in: true,
      },
    ]);
    expect(seed.subscriptions[0]).toMatchObject({ status: 'active', monthly_amount: 10 });
    expect(seed.paymentMethods.filter((m) => m.is_default)).toHaveLength(1);
  });

  it('gives the subscriber recent emails with a blank subject and a blank sender', () => {
    expect(seed.emails.length).toBeGreaterThanOrEqual(8);
    expect(seed.emails.some((e) => e.subject === '')).toBe(true);
    expect(seed.emails.some((e) => e.sender_email === '')).toBe(true);
    for (const email of seed.emails)
      expect(Date.parse(email.date_sent)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('gives the subscriber a current fenced summary and older ones that all parse', () => {
    expect(seed.summaries.some((s) => s.summary_content.startsWith('```'))).toBe(true);
    expect(seed.summaries.some((s) => !isSummaryCurrent(s, NOW))).toBe(true);
    expect(isSummaryCurrent(seed.summaries[0]!, NOW)).toBe(true);
    for (const summary of seed.summaries) {
      expect(parseSummaryContent(summary.summary_content).ok).toBe(true);
    }
  });

  it('leaves the newcomer without income, tradelines, program or payment method', () => {
    const owned = (records: { user_id: string }[]) => records.filter((r) => r.user_id === newcomer);
    expect(owned(seed.profiles)).toEqual([]);
    expect(owned(seed.tradelines)).toEqual([]);
    expect(owned(seed.programs)).toEqual([]);
    expect(owned(seed.paymentMethods)).toEqual([]);
  });

  it('gives the unpaid persona a program with negotiation 2 and email deflection, and no subscription', () => {
    const unpaid = PERSONAS.unpaid.user_id;
    expect(seed.programs.filter((program) => program.user_id === unpaid)).toEqual([
      {
        id: unpaid,
        user_id: unpaid,
        savings_support: false,
        debt_negotiation: 2,
        email_opt_in: true,
      },
    ]);
    expect(seed.subscriptions.filter((item) => item.user_id === unpaid)).toEqual([]);
    expect(seed.paymentMethods.filter((item) => item.user_id === unpaid)).toEqual([]);
    expect(seed.tradelines.filter((t) => t.user_id === unpaid).map((t) => t.account_name)).toEqual([
      'Citi',
    ]);
    expect(seed.emailAccounts.filter((item) => item.user_id === unpaid)).toHaveLength(1);
    expect(seed.summaries.filter((item) => item.user_id === unpaid)).toEqual([]);
  });
});

describe("the subscriber's settlement workspace", () => {
  const debt = (name: string) => seed.tradelines.find((item) => item.account_name === name)!;
  const offersOf = (id: string) => seed.settlementOffers.filter((o) => o.tradeline_id === id);
  const agreementOf = (id: string) => seed.settlementAgreements.find((a) => a.id === id);

  it('holds one debt mid-negotiation with details, three offers and a complete agreement', () => {
    const capitalOne = debt('Capital One');
    expect(seed.debtDetails).toEqual([
      expect.objectContaining({ id: capitalOne.id, holder_kind: 'collection_agency' }),
    ]);
    expect(offersOf(capitalOne.id).map((offer) => [offer.by, offer.amount])).toEqual([
      ['me', 555],
      ['creditor', 1295],
      ['me', 832.5],
    ]);
    for (const offer of seed.settlementOffers) expect(offer.date <= todayIn(NOW)).toBe(true);
    const agreement = agreementOf(capitalOne.id);
    expect(agreement).toMatchObject({ amount: 832.5, payments: [] });
    // 45% of the $1,850 balance; the lump sum is the whole amount.
    expect(agreement!.amount).toBe(capitalOne.current_balance * 0.45);
    expect(agreement!.schedule.reduce((sum, item) => sum + item.amount, 0)).toBe(832.5);
    expect(Object.values(agreement!.checklist).every(Boolean)).toBe(true);
    // Chase stays empty: the contract tests start the workspace there.
    expect(offersOf(debt('Chase').id)).toEqual([]);
    expect(agreementOf(debt('Chase').id)).toBeUndefined();
  });

  it('holds one debt settled: paid in full, checklist complete, its letter a PDF file', () => {
    const discover = debt('Discover');
    const agreement = agreementOf(discover.id)!;
    // 45% of the $7,600 balance, paid in one sum.
    expect(agreement.amount).toBe(discover.current_balance * 0.45);
    expect(agreement.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(3420);
    expect(Object.values(agreement.checklist).every(Boolean)).toBe(true);
    expect(offersOf(discover.id).at(-1)).toMatchObject({ by: 'me', amount: 3420 });
    const [file] = buildPersonaFiles(NOW);
    expect(file!.info).toMatchObject({
      id: agreement.letter!.file_id,
      user_id: discover.user_id,
      size: agreement.letter!.size,
    });
    expect(new TextDecoder().decode(file!.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it("holds the collector's debt with a dispute sent in its window and two flagged contacts", () => {
    const debt = seed.tradelines.find((item) => item.account_name === 'Capital One')!;
    const holder = seed.debtDetails.find((item) => item.id === debt.id)!.holder_kind;
    expect(holder).toBe('collection_agency');
    const [notice] = seed.validationNotices;
    const window = validationWindow(notice!);
    const disputes = seed.sentLetters.filter((letter) => letter.dispute);
    expect(
      windowState(
        window,
        disputes.map((letter) => letter.sent_date),
        todayIn(NOW),
      ).state,
    ).toBe('disputed');
    const flags = contactFlags(seed.contacts, { holder, stop_letter_received: null });
    const flagged = [...flags].map(([id, rules]) => [
      seed.contacts.find((contact) => contact.id === id)!.occurred_at.slice(11),
      rules,
    ]);
    expect(flagged).toEqual([
      ['10:10', ['call_frequency']],
      ['21:30', ['inconvenient_time']],
    ]);
    for (const record of [...seed.sentLetters, ...seed.validationNotices, ...seed.contacts]) {
      expect(record.tradeline_id).toBe(debt.id);
    }
  });
});
