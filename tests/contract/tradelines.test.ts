import { describe, expect, it } from 'vitest';
import { timelineEndpoints } from '../../src/features/timeline/contract';
import { tradelineEndpoints as api } from '../../src/features/tradelines/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';
import { SUBSCRIBER_TRADELINE } from './requests';

setupBackend();

const listOf = (persona: 'subscriber' | 'newcomer') =>
  call(persona, api.listTradelines, { params: { user_id: idOf(persona) } });

describe('GET /creditors', () => {
  it('lists the creditors sorted by name', async () => {
    const creditors = await call('subscriber', api.listCreditors, {});
    expect(creditors.length).toBeGreaterThan(5);
    expectExactAnswer(creditors);
    const names = creditors.map((creditor) => creditor.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});

describe('GET /tradelines/{user_id}', () => {
  it("returns the subscriber's 3 tradelines with utilization computed", async () => {
    const tradelines = await listOf('subscriber');
    expect(tradelines).toHaveLength(3);
    expectExactAnswer(tradelines);
    for (const tradeline of tradelines) {
      expect(tradeline.utilization).toBe(
        Math.round((tradeline.current_balance / tradeline.credit_limit) * 100),
      );
    }
  });

  it("carries each debt's state: Discover settled and paid, Capital One agreed, Chase open", async () => {
    const tradelines = await listOf('subscriber');
    const byName = Object.fromEntries(
      tradelines.map((tradeline) => [tradeline.account_name, tradeline]),
    );
    // The seed (mocks/personas.ts): Discover's $3,420 agreement on $7,600 paid 30 days ago;
    // Capital One's $832.50 agreement saved, nothing paid; Chase with nothing logged.
    const settled = byName.Discover!;
    expect(settled).toMatchObject({ state: 'settled', owed: 0, saved: 4180 });
    expect(settled.settled_on).not.toBeNull();
    expect(settled.report_checks).toHaveLength(2);
    expect(byName['Capital One']).toMatchObject({
      state: 'agreed',
      owed: 1850,
      settled_on: null,
      saved: 0,
      report_checks: [],
    });
    expect(byName.Chase).toMatchObject({ state: 'open', owed: 4200, settled_on: null });
    // What My Home counts as Total Debt: $4,200 + $1,850.
    expect(tradelines.reduce((sum, tradeline) => sum + tradeline.owed, 0)).toBe(6050);
  });

  it('returns an empty list for the newcomer', async () => {
    expect(await listOf('newcomer')).toEqual([]);
  });
});

describe('a credit limit under one cent (found by fuzzing)', () => {
  it('counts as no limit (utilization 0), and the list still answers', async () => {
    const created = await call('subscriber', api.createTradeline, {
      body: {
        user_id: idOf('subscriber'),
        account_name: 'Tiny limit',
        current_balance: 3300,
        minimum_payment: 35,
        credit_limit: 2.220446049250313e-16,
      },
    });
    expect(created.utilization).toBe(0);
    const updated = await call('subscriber', api.updateTradeline, {
      params: { id: created.id },
      body: { current_balance: 2600, minimum_payment: 99_999_999, credit_limit: 6.6e-166 },
    });
    expect(updated.utilization).toBe(0);
    const listed = await listOf('subscriber');
    expectExactAnswer(listed);
    expect(listed.find((tradeline) => tradeline.id === created.id)?.utilization).toBe(0);
  });
});

describe('POST /tradelines', () => {
  it('creates a tradeline (201) and schedules its five events in order', async () => {
    const created = await call('subscriber', api.createTradeline, {
      body: {
        user_id: idOf('subscriber'),
        account_name: 'Citibank',
        current_balance: 2500,
        minimum_payment: 60,
        credit_limit: 0,
      },
    });
    expectExactAnswer(created);
    expect(created.utilization).toBe(0);
    expect(await listOf('subscriber')).toHaveLength(4);
    const events = await call('subscriber', timelineEndpoints.listEvents, {
      params: { user_id: idOf('subscriber') },
    });
    const own = events.filter((event) => event.tradeline_uuid === created.uuid);
    expect(own.map((event) => event.type)).toEqual([
      'update_contacts',
      'give_notice',
      'negotiation',
      'negotiation',
      'payoff',
    ]);
    expect(own.every((event) => !event.completed && event.completed_date === null)).toBe(true);
  });

  it('answers 400 for a missing name or a negative amount', async () => {
    const body = {
      user_id: idOf('subscriber'),
      account_name: 'Citibank',
      current_balance: 100,
      minimum_payment: 10,
      credit_limit: 500,
    };
    await expectStatus(
      'subscriber',
      api.createTradeline,
      { body: { ...body, account_name: ' ' } },
      400,
    );
    await expectStatus(
      'subscriber',
      api.createTradeline,
      { body: { ...body, minimum_payment: -1 } },
      400,
    );
  });
});

describe('PUT /tradelines/{id}', () => {
  it('updates the three amounts and the utilization', async () => {
    const updated = await call('subscriber', api.updateTradeline, {
      params: { id: SUBSCRIBER_TRADELINE.id },
      body: { current_balance: 4500, minimum_payment: 100, credit_limit: 9000 },
    });
    expectExactAnswer(updated);
    expect(updated).toMatchObject({ current_balance: 4500, utilization: 50 });
    expect(updated.account_name).toBe(SUBSCRIBER_TRADELINE.account_name);
  });

  it('refuses fields other than the three amounts with 400', async () => {
    await expectStatus(
      'subscriber',
      api.updateTradeline,
      {
        params: { id: SUBSCRIBER_TRADELINE.id },
        body: {
          current_balance: 1,
          minimum_payment: 1,
          credit_limit: 1,
          account_name: 'X',
        } as never,
      },
      400,
    );
  });
});

describe('DELETE /tradelines/{id}', () => {
  it('deletes the tradeline (204) and its events', async () => {
    await call('subscriber', api.deleteTradeline, { params: { id: SUBSCRIBER_TRADELINE.id } });
    const tradelines = await listOf('subscriber');
    expect(tradelines.map((tradeline) => tradeline.id)).not.toContain(SUBSCRIBER_TRADELINE.id);
    const events = await call('subscriber', timelineEndpoints.listEvents, {
      params: { user_id: idOf('subscriber') },
    });
    expect(events.some((event) => event.tradeline_uuid === SUBSCRIBER_TRADELINE.uuid)).toBe(false);
    expect(events).toHaveLength(10);
    await expectStatus(
      'subscriber',
      api.deleteTradeline,
      { params: { id: SUBSCRIBER_TRADELINE.id } },
      404,
    );
  });
});
