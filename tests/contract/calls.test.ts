import { describe, expect, it } from 'vitest';
import { adminEndpoints as admin } from '../../src/features/admin/contract';
import { callEndpoints as callApi } from '../../src/features/calls/contract';
import { call, expectExactAnswer, expectStatus, idOf, setupBackend } from './harness';
import { SEED } from './requests';
import { DETAILS } from '../../src/shared/api/details';

setupBackend();

/** The Chase debt's first open step, named by hand from the seed's event types. */
function chaseOpenStep(): string {
  const chase = SEED.tradelines.find((tradeline) => tradeline.account_name === 'Chase')!;
  const events = SEED.events
    .filter((event) => event.tradeline_uuid === chase.uuid)
    .sort((a, b) => a.scheduled_date.localeCompare(b.scheduled_date));
  const index = events.findIndex((event) => !event.completed);
  // The five steps of every debt, in order (DESIGN.md section 9).
  return [
    'Update your contacts',
    'Give notice',
    'First Negotiation',
    'Second Negotiation',
    'Payoff',
  ][index]!;
}

async function requestChaseCall(): Promise<string> {
  const started = await call('subscriber', callApi.startCall, {
    body: { user_id: idOf('subscriber'), tradeline_name: 'chase' },
  });
  return started.call_id;
}

describe('GET /calls/{user_id}', () => {
  it('lists none before any request, then the request waiting, for its step', async () => {
    expect(
      await call('subscriber', callApi.listCalls, { params: { user_id: idOf('subscriber') } }),
    ).toEqual([]);
    const before = Date.now();
    const id = await requestChaseCall();
    const calls = await call('subscriber', callApi.listCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expect(calls).toHaveLength(1);
    expectExactAnswer(calls);
    expect(calls[0]).toMatchObject({
      call_id: id,
      tradeline_name: 'Chase',
      step: chaseOpenStep(),
      status: 'requested',
      resolved_at: null,
    });
    expect(Date.parse(calls[0]!.requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(calls[0]).not.toHaveProperty('note');
  });
});

describe('a call about a settled debt', () => {
  it('is refused with 409 and a detail, and never reaches the queue', async () => {
    // The seed's Discover debt is settled and paid (mocks/personas.ts).
    const refused = await expectStatus(
      'subscriber',
      callApi.startCall,
      { body: { user_id: idOf('subscriber'), tradeline_name: 'Discover' } },
      409,
    );
    expect(refused.detail).toBe(DETAILS.callDebtSettled);
    expect(await call('admin', callApi.listQueue, { query: { queue: 'open' } })).toMatchObject({
      total: 0,
    });
    expect(
      await call('subscriber', callApi.listCalls, { params: { user_id: idOf('subscriber') } }),
    ).toEqual([]);
  });
});

describe('the call queue', () => {
  it('shows a waiting request with the user, debt, step, time and phone', async () => {
    const id = await requestChaseCall();
    const queue = await call('admin', callApi.listQueue, { query: {} });
    expectExactAnswer(queue);
    expect(queue.total).toBe(1);
    expect(queue.items[0]).toMatchObject({
      call_id: id,
      user_id: idOf('subscriber'),
      email: 'demo@example.com',
      phone_number: '+1 555-555-0142',
      tradeline_name: 'Chase',
      step: chaseOpenStep(),
      status: 'requested',
      claimed_by: null,
      note: null,
    });
    const closed = await call('admin', callApi.listQueue, { query: { queue: 'closed' } });
    expect(closed).toMatchObject({ items: [], total: 0 });
  });

  it('lists open requests oldest first, a page at a time', async () => {
    const first = await requestChaseCall();
    const second = await call('subscriber', callApi.startCall, {
      body: { user_id: idOf('subscriber'), tradeline_name: 'Capital One' },
    });
    const page1 = await call('admin', callApi.listQueue, { query: { page: 1, page_size: 1 } });
    const page2 = await call('admin', callApi.listQueue, { query: { page: 2, page_size: 1 } });
    expect(page1.total).toBe(2);
    expect([page1.items[0]!.call_id, page2.items[0]!.call_id]).toEqual([first, second.call_id]);
  });

  it('is worked from claimed to placed with a note, which the user then sees', async () => {
    const id = await requestChaseCall();
    const claimed = await call('admin', callApi.claimCall, { params: { id } });
    expectExactAnswer(claimed);
    expect(claimed).toMatchObject({ status: 'claimed', claimed_by: 'admin@example.com' });
    expect(claimed.claimed_at).not.toBeNull();
    // Claiming again is harmless; the call stays in the open queue, now claimed.
    expect(await call('admin', callApi.claimCall, { params: { id } })).toMatchObject({
      status: 'claimed',
    });
    const open = await call('admin', callApi.listQueue, { query: { queue: 'open' } });
    expect(open.items.map((item) => item.status)).toEqual(['claimed']);
    const waiting = await call('subscriber', callApi.listCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expect(waiting[0]!.status).toBe('claimed');

    const placed = await call('admin', callApi.resolveCall, {
      params: { id },
      body: { status: 'placed', note: '  Reached Chase; hardship plan offered.  ' },
    });
    expect(placed).toMatchObject({
      status: 'placed',
      note: 'Reached Chase; hardship plan offered.',
    });
    expect(placed.resolved_at).not.toBeNull();
    expect((await call('admin', callApi.listQueue, { query: {} })).total).toBe(0);
    const closed = await call('admin', callApi.listQueue, { query: { queue: 'closed' } });
    expect(closed.items.map((item) => item.call_id)).toEqual([id]);
    const seen = await call('subscriber', callApi.listCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expect(seen[0]).toMatchObject({ status: 'placed', resolved_at: placed.resolved_at });

    const again = await expectStatus(
      'admin',
      callApi.resolveCall,
      { params: { id }, body: { status: 'failed', note: 'Twice' } },
      409,
    );
    expect(again.detail).toBe('This call has already been placed or marked failed');
    const reclaim = await expectStatus('admin', callApi.claimCall, { params: { id } }, 409);
    expect(reclaim.detail).toBe('This call has already been placed or marked failed');
  });

  it('can be marked failed with a note', async () => {
    const id = await requestChaseCall();
    await call('admin', callApi.claimCall, { params: { id } });
    const failed = await call('admin', callApi.resolveCall, {
      params: { id },
      body: { status: 'failed', note: 'No answer after three tries.' },
    });
    expect(failed).toMatchObject({ status: 'failed', note: 'No answer after three tries.' });
    const seen = await call('subscriber', callApi.listCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expect(seen[0]!.status).toBe('failed');
  });

  it('needs a claim before an outcome, and only the claiming admin records it', async () => {
    const id = await requestChaseCall();
    const unclaimed = await expectStatus(
      'admin',
      callApi.resolveCall,
      { params: { id }, body: { status: 'placed', note: 'Done' } },
      409,
    );
    expect(unclaimed.detail).toBe('Claim this call before recording how it went');
    await call('admin', admin.updateUser, {
      params: { id: idOf('newcomer') },
      body: { role: 'admin' },
    });
    await call('admin', callApi.claimCall, { params: { id } });
    const taken = await expectStatus('newcomer', callApi.claimCall, { params: { id } }, 409);
    expect(taken.detail).toBe('Another admin has already claimed this call');
    const other = await expectStatus(
      'newcomer',
      callApi.resolveCall,
      { params: { id }, body: { status: 'placed', note: 'Done' } },
      409,
    );
    expect(other.detail).toBe('Only the admin who claimed this call can record how it went');
  });

  it('refuses an outcome without a note (400) and unknown calls (404)', async () => {
    const id = await requestChaseCall();
    await call('admin', callApi.claimCall, { params: { id } });
    await expectStatus(
      'admin',
      callApi.resolveCall,
      { params: { id }, body: { status: 'placed', note: '   ' } },
      400,
    );
    const missing = await expectStatus(
      'admin',
      callApi.claimCall,
      { params: { id: 'ffffffffffffffffffffffff' } },
      404,
    );
    expect(missing.detail).toBe('Call not found');
    await expectStatus(
      'admin',
      callApi.resolveCall,
      { params: { id: 'ffffffffffffffffffffffff' }, body: { status: 'placed', note: 'x' } },
      404,
    );
  });
});
