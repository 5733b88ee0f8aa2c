import { describe, expect, it } from 'vitest';
import { callEndpoints as callApi } from '../../src/features/calls/contract';
import { enrollmentEndpoints } from '../../src/features/enrollment/contract';
import { profileEndpoints } from '../../src/features/profile/contract';
import { timelineEndpoints as api, type TimelineEvent } from '../../src/features/timeline/contract';
import { tradelineEndpoints } from '../../src/features/tradelines/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';
import { SEED } from './requests';

setupBackend();

const eventsOf = (persona: 'subscriber' | 'newcomer') =>
  call(persona, api.listEvents, { params: { user_id: idOf(persona) } });

function byTradeline(events: TimelineEvent[]): Map<string, TimelineEvent[]> {
  const groups = new Map<string, TimelineEvent[]>();
  for (const event of events) {
    groups.set(event.tradeline_uuid, [...(groups.get(event.tradeline_uuid) ?? []), event]);
  }
  return groups;
}

describe('GET /events/{user_id}', () => {
  it('returns 15 events ordered by scheduled date, some completed and one past due', async () => {
    const events = await eventsOf('subscriber');
    expect(events).toHaveLength(15);
    expectExactAnswer(events);
    const dates = events.map((event) => event.scheduled_date);
    expect(dates).toEqual([...dates].sort());
    const today = new Date().toISOString().slice(0, 10);
    const pastDue = events.filter((event) => !event.completed && event.scheduled_date < today);
    expect(pastDue.length).toBeGreaterThanOrEqual(1);
    const completed = events.filter((item) => item.completed);
    expect(completed.length).toBeGreaterThan(0);
    for (const event of completed) expect(event.completed_date).not.toBeNull();
  });

  it('returns an empty list for the newcomer', async () => {
    expect(await eventsOf('newcomer')).toEqual([]);
  });
});

describe('PUT /events/{id}', () => {
  it('completes the first pending event of a tradeline', async () => {
    const events = await eventsOf('subscriber');
    const [, group] = [...byTradeline(events)].find(([, items]) =>
      items.some((e) => !e.completed),
    )!;
    const next = group.find((event) => !event.completed)!;
    const done = await call('subscriber', api.completeEvent, {
      params: { id: next.id },
      body: { completed: true },
    });
    expectExactAnswer(done);
    expect(done).toMatchObject({ id: next.id, completed: true });
    expect(done.completed_date).not.toBeNull();
  });

  it('refuses to complete an event before the previous one (409)', async () => {
    const events = await eventsOf('subscriber');
    const waiting = [...byTradeline(events).values()]
      .map((group) => group.filter((event) => !event.completed))
      .filter((pending) => pending.length >= 2);
    // The seed gives the subscriber tradelines with two or more pending events.
    expect(waiting.length).toBeGreaterThan(0);
    for (const pending of waiting) {
      await expectStatus(
        'subscriber',
        api.completeEvent,
        {
          params: { id: pending[1]!.id },
          body: { completed: true },
        },
        409,
      );
    }
  });

  it('cannot complete a later event first, and can once every earlier one is complete', async () => {
    const events = await eventsOf('subscriber');
    const [uuid, group] = [...byTradeline(events)].find(
      ([, items]) => items.filter((event) => !event.completed).length >= 3,
    )!;
    const [first, second, third] = group.filter((event) => !event.completed);
    for (const later of [second!, third!]) {
      await expectStatus(
        'subscriber',
        api.completeEvent,
        { params: { id: later.id }, body: { completed: true } },
        409,
      );
    }
    // The refusals changed nothing.
    const unchanged = (await eventsOf('subscriber')).filter((e) => e.tradeline_uuid === uuid);
    expect(unchanged.filter((event) => event.completed).map((event) => event.id)).toEqual(
      group.filter((event) => event.completed).map((event) => event.id),
    );
    // In order, each one is accepted.
    for (const next of [first!, second!]) {
      const done = await call('subscriber', api.completeEvent, {
        params: { id: next.id },
        body: { completed: true },
      });
      expect(done).toMatchObject({ id: next.id, completed: true });
    }
    const last = await call('subscriber', api.completeEvent, {
      params: { id: third!.id },
      body: { completed: true },
    });
    expect(last.completed).toBe(true);
  });

  it('refuses to complete an event twice (409) and to undo one (400)', async () => {
    const done = (await eventsOf('subscriber')).find((event) => event.completed)!;
    await expectStatus(
      'subscriber',
      api.completeEvent,
      { params: { id: done.id }, body: { completed: true } },
      409,
    );
    await expectStatus(
      'subscriber',
      api.completeEvent,
      {
        params: { id: done.id },
        body: { completed: false } as never,
      },
      400,
    );
  });
});

describe('rescheduling', () => {
  it('moves pending events when income changes and never moves completed ones', async () => {
    const before = await eventsOf('subscriber');
    await call('subscriber', profileEndpoints.updateFinancialProfile, {
      params: { user_id: idOf('subscriber') },
      body: { income: 12_000 },
    });
    const after = await eventsOf('subscriber');
    const dateOf = new Map(after.map((event) => [event.id, event.scheduled_date]));
    const completed = before.filter((item) => item.completed);
    expect(completed.length).toBeGreaterThan(0);
    for (const event of completed) expect(dateOf.get(event.id)).toBe(event.scheduled_date);
    const payoffs = before.filter((event) => event.type === 'payoff' && !event.completed);
    expect(payoffs.some((event) => dateOf.get(event.id)! < event.scheduled_date)).toBe(true);
  });

  it('moves pending events of other debts when a balance changes', async () => {
    const tradelines = await call('subscriber', tradelineEndpoints.listTradelines, {
      params: { user_id: idOf('subscriber') },
    });
    const smallest = [...tradelines].sort((a, b) => a.current_balance - b.current_balance)[0]!;
    const before = await eventsOf('subscriber');
    await call('subscriber', tradelineEndpoints.updateTradeline, {
      params: { id: smallest.id },
      body: { current_balance: 20_000, minimum_payment: 400, credit_limit: 25_000 },
    });
    const after = await eventsOf('subscriber');
    const payoff = (events: TimelineEvent[]) =>
      events.find((event) => event.tradeline_uuid === smallest.uuid && event.type === 'payoff')!;
    expect(payoff(after).scheduled_date > payoff(before).scheduled_date).toBe(true);
  });
});

describe('a payoff beyond any horizon (found by fuzzing)', () => {
  it('plans it 600 months out when a cent of net income meets a debt of millions', async () => {
    const user_id = idOf('subscriber');
    const profile = await call('subscriber', profileEndpoints.getFinancialProfile, {
      params: { user_id },
    });
    await call('subscriber', profileEndpoints.updateFinancialProfile, {
      params: { user_id },
      body: { income: profile.expenses + 0.01 },
    });
    const [tradeline] = await call('subscriber', tradelineEndpoints.listTradelines, {
      params: { user_id },
    });
    const updated = await call('subscriber', tradelineEndpoints.updateTradeline, {
      params: { id: tradeline!.id },
      body: { current_balance: 72_744_757.41, minimum_payment: 100, credit_limit: 99_999_999 },
    });
    expect(updated.current_balance).toBe(72_744_757.41);
    const events = await call('subscriber', api.generateEvents, { params: { user_id } });
    const payoffs = events.filter((event) => event.type === 'payoff' && !event.completed);
    expect(payoffs.length).toBeGreaterThan(0);
    const horizon = new Date();
    horizon.setUTCMonth(horizon.getUTCMonth() + 601);
    for (const payoff of payoffs) {
      expect(payoff.scheduled_date < horizon.toISOString().slice(0, 10)).toBe(true);
    }
    await call('subscriber', tradelineEndpoints.deleteTradeline, { params: { id: tradeline!.id } });
    expect(await eventsOf('subscriber')).not.toContainEqual(
      expect.objectContaining({ tradeline_uuid: tradeline!.uuid }),
    );
  });
});

describe('POST /events/generate/{user_id}', () => {
  it('returns the same events (the schedule is already in place)', async () => {
    const before = await eventsOf('subscriber');
    const generated = await call('subscriber', api.generateEvents, {
      params: { user_id: idOf('subscriber') },
    });
    expect(generated.map((event) => event.id).sort()).toEqual(
      before.map((event) => event.id).sort(),
    );
  });
});

describe('POST /start-call', () => {
  it('requests a call for a tradeline of the caller (201)', async () => {
    const answer = await call('subscriber', callApi.startCall, {
      body: { user_id: idOf('subscriber'), tradeline_name: 'Chase' },
    });
    expectExactAnswer(answer);
    expect(answer.success).toBe(true);
  });

  it('answers 404 for an unknown tradeline and 400 for a blank name', async () => {
    await expectStatus(
      'subscriber',
      callApi.startCall,
      {
        body: { user_id: idOf('subscriber'), tradeline_name: 'Nobody Bank' },
      },
      404,
    );
    await expectStatus(
      'subscriber',
      callApi.startCall,
      {
        body: { user_id: idOf('subscriber'), tradeline_name: '' },
      },
      400,
    );
  });
});

describe('POST /start-call: a call cannot double', () => {
  const body = (tradeline_name: string) => ({
    body: { user_id: idOf('subscriber'), tradeline_name },
  });
  const CALL_WAITING =
    'A call about this step of this debt is already requested. An agent will call you shortly.';

  it("answers 409 to a second request for the same debt's open step while the first waits", async () => {
    const first = await call('subscriber', callApi.startCall, body('Chase'));
    const second = await expectStatus('subscriber', callApi.startCall, body('chase'), 409);
    expect(second.detail).toBe(CALL_WAITING);
    // Claimed by an agent, it is still waiting: still refused.
    await call('admin', callApi.claimCall, { params: { id: first.call_id } });
    await expectStatus('subscriber', callApi.startCall, body('Chase'), 409);
    // Another debt is another call (Capital One: Discover is settled, so never called about).
    expect((await call('subscriber', callApi.startCall, body('Capital One'))).success).toBe(true);
    const calls = await call('subscriber', callApi.listCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expect(calls.filter((item) => item.tradeline_name === 'Chase')).toHaveLength(1);
  });

  it('takes a new request once the waiting one is placed or failed', async () => {
    const first = await call('subscriber', callApi.startCall, body('Chase'));
    await call('admin', callApi.claimCall, { params: { id: first.call_id } });
    await call('admin', callApi.resolveCall, {
      params: { id: first.call_id },
      body: { status: 'placed', note: 'Reached Chase.' },
    });
    expect((await call('subscriber', callApi.startCall, body('Chase'))).success).toBe(true);
  });

  it('takes a new request once the step it was for is complete', async () => {
    await call('subscriber', callApi.startCall, body('Chase'));
    const chase = (await eventsOf('subscriber')).filter(
      (event) =>
        event.tradeline_uuid ===
        SEED.tradelines.find((tradeline) => tradeline.account_name === 'Chase')!.uuid,
    );
    const open = chase.find((event) => !event.completed)!;
    await call('subscriber', api.completeEvent, {
      params: { id: open.id },
      body: { completed: true },
    });
    expect((await call('subscriber', callApi.startCall, body('Chase'))).success).toBe(true);
  });
});

describe('POST /start-call: a paid action, gated and limited', () => {
  const chase = () => ({ body: { user_id: idOf('subscriber'), tradeline_name: 'Chase' } });

  it('answers 402 to a fresh account whose program has negotiation but no subscription (the probe)', async () => {
    const user_id = idOf('newcomer');
    await call('newcomer', enrollmentEndpoints.updateProgram, {
      params: { user_id },
      body: { savings_support: false, debt_negotiation: 2, email_opt_in: true },
    });
    const error = await expectStatus(
      'newcomer',
      callApi.startCall,
      { body: { user_id, tradeline_name: 'Chase' } },
      402,
    );
    expect(error.detail).toBe('An active subscription is required for this feature.');
    // The unpaid persona has a debt to call about and is refused the same way.
    const unpaid = await expectStatus(
      'unpaid',
      callApi.startCall,
      { body: { user_id: idOf('unpaid'), tradeline_name: 'Citi' } },
      402,
    );
    expect(unpaid.detail).toBe(error.detail);
    expect(
      await call('unpaid', callApi.listCalls, { params: { user_id: idOf('unpaid') } }),
    ).toEqual([]);
  });

  it('keeps calls after cancelling, until the period end (the period is paid for)', async () => {
    const [active] = await call('subscriber', enrollmentEndpoints.listSubscriptions, {});
    await call('subscriber', enrollmentEndpoints.cancelSubscription, {
      body: { subscription_id: active!.id },
    });
    expect((await call('subscriber', callApi.startCall, chase())).success).toBe(true);
  });

  it('keeps calls until the billing date after negotiation is lowered to 0 (the period is paid for)', async () => {
    await call('subscriber', enrollmentEndpoints.updateProgram, {
      params: { user_id: idOf('subscriber') },
      body: { savings_support: true, debt_negotiation: 0, email_opt_in: true },
    });
    expect((await call('subscriber', callApi.startCall, chase())).success).toBe(true);
  });

  it('answers 429 beyond 20 calls per user and day', async () => {
    for (let made = 0; made < 20; made += 1) {
      const started = await call('subscriber', callApi.startCall, chase());
      // An agent works each request before the next: a waiting one would refuse another (409).
      await call('admin', callApi.claimCall, { params: { id: started.call_id } });
      await call('admin', callApi.resolveCall, {
        params: { id: started.call_id },
        body: { status: 'failed', note: 'No answer.' },
      });
    }
    const error = await expectStatus('subscriber', callApi.startCall, chase(), 429);
    expect(error.detail).toBe(
      "You have reached today's limit of 20 calls. Please try again tomorrow.",
    );
  });
});
