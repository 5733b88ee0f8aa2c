/**
 * The call companion on both backends: a call starts (one free call without a subscription) and
 * is saved through the contact log and the offer log, where the debt's workspace reads it.
 */
import { describe, expect, it } from 'vitest';
import { companionEndpoints as api } from '../../src/features/companion/contract';
import { lettersEndpoints } from '../../src/features/letters/contract';
import { settlementEndpoints } from '../../src/features/settlement/contract';
import { COMPANION_DETAILS } from '../../src/features/companion/model/details';
import { PERSONAS } from '../../mocks/personas';
import {
  call,
  expectAuthRequired,
  expectExactAnswer,
  expectStatus,
  idOf,
  setupBackend,
} from './harness';
import { SEED, SETTLED_TRADELINE, WORKSPACE_TRADELINE } from './requests';

setupBackend();

const UNPAID_TRADELINE = SEED.tradelines.find((t) => t.user_id === PERSONAS.unpaid.user_id)!;

const start = (persona: 'subscriber' | 'unpaid' | 'newcomer', tradelineId: string) =>
  call(persona, api.startCompanionCall, {
    params: { user_id: idOf(persona) },
    body: { tradeline_id: tradelineId },
  });

const SAVED = {
  occurred_at: '2026-01-05T10:00',
  time_zone: 'America/Chicago',
  outcome: 'no_deal',
  note: 'Asked for Dana.',
  offers: [
    { by: 'me', amount: 1260 },
    { by: 'creditor', amount: 2000 },
  ],
} as const;

describe('the call companion', () => {
  it('saves a call as one contact-log entry and each amount as an offer of the debt', async () => {
    const started = await start('subscriber', WORKSPACE_TRADELINE.id);
    expectExactAnswer(started);
    expect(started).toMatchObject({
      tradeline_id: WORKSPACE_TRADELINE.id,
      status: 'open',
      contact_id: null,
      offer_ids: [],
    });

    const saved = await call('subscriber', api.saveCompanionCall, {
      params: { id: started.id },
      body: { ...SAVED, offers: [...SAVED.offers] },
    });
    expectExactAnswer(saved);
    expect(saved).toMatchObject({ id: started.id, status: 'saved', outcome: 'no_deal' });
    expect(saved.offer_ids).toHaveLength(2);

    const log = await call('subscriber', lettersEndpoints.getContactLog, {
      params: { id: WORKSPACE_TRADELINE.id },
      query: { time_zone: 'America/Chicago' },
    });
    expect(log.contacts.find((contact) => contact.id === saved.contact_id)).toMatchObject({
      occurred_at: '2026-01-05T10:00',
      time_zone: 'America/Chicago',
      method: 'call',
      source: 'logged',
      note: 'Call with the companion: no agreement. Amounts: you $1,260; they $2,000. Asked for Dana.',
    });

    const workspace = await call('subscriber', settlementEndpoints.getSettlement, {
      params: { id: WORKSPACE_TRADELINE.id },
    });
    const offers = workspace.offers.filter((offer) => saved.offer_ids.includes(offer.id));
    expect(offers.map((offer) => [offer.by, offer.amount, offer.channel, offer.date])).toEqual(
      expect.arrayContaining([
        ['me', 1260, 'call', '2026-01-05'],
        ['creditor', 2000, 'call', '2026-01-05'],
      ]),
    );

    // Saved once: a second save is refused and logs nothing more.
    const again = await expectStatus(
      'subscriber',
      api.saveCompanionCall,
      { params: { id: started.id }, body: { ...SAVED, offers: [] } },
      409,
    );
    expect(again.detail).toBe(COMPANION_DETAILS.saved);
    const list = await call('subscriber', api.listCompanionCalls, {
      params: { user_id: idOf('subscriber') },
    });
    expectExactAnswer(list);
    expect(list.allowance).toBe('subscribed');
    expect(list.calls[0]).toEqual(saved);
  });

  it('gives an account without a subscription one free call, then answers 402', async () => {
    const before = await call('unpaid', api.listCompanionCalls, {
      params: { user_id: idOf('unpaid') },
    });
    expect(before).toEqual({ allowance: 'free', calls: [] });
    const free = await start('unpaid', UNPAID_TRADELINE.id);
    // The free call is saved like any other: its contact and offer go through the logs.
    const saved = await call('unpaid', api.saveCompanionCall, {
      params: { id: free.id },
      body: { ...SAVED, offers: [{ by: 'creditor', amount: 900 }] },
    });
    expect(saved.offer_ids).toHaveLength(1);

    const refused = await expectStatus(
      'unpaid',
      api.startCompanionCall,
      { params: { user_id: idOf('unpaid') }, body: { tradeline_id: UNPAID_TRADELINE.id } },
      402,
    );
    expect(refused.detail).toBe(COMPANION_DETAILS.freeUsed);
    const after = await call('unpaid', api.listCompanionCalls, {
      params: { user_id: idOf('unpaid') },
    });
    expect(after.allowance).toBe('used');
  });

  it("refuses another user's debt and another user's call", async () => {
    await expectStatus(
      'unpaid',
      api.startCompanionCall,
      { params: { user_id: idOf('unpaid') }, body: { tradeline_id: WORKSPACE_TRADELINE.id } },
      403,
    );
    const mine = await start('subscriber', WORKSPACE_TRADELINE.id);
    await expectStatus(
      'unpaid',
      api.saveCompanionCall,
      { params: { id: mine.id }, body: { ...SAVED, offers: [] } },
      403,
    );
    await expectStatus(
      'unpaid',
      api.listCompanionCalls,
      { params: { user_id: idOf('subscriber') } },
      403,
    );
  });

  it('keeps nothing of a call it cannot save, so it can be saved again', async () => {
    const started = await start('subscriber', WORKSPACE_TRADELINE.id);
    // A contact in the future is refused by the contact log's own rule.
    await expectStatus(
      'subscriber',
      api.saveCompanionCall,
      {
        params: { id: started.id },
        body: { ...SAVED, occurred_at: '2999-01-01T10:00', offers: [] },
      },
      400,
    );
    const saved = await call('subscriber', api.saveCompanionCall, {
      params: { id: started.id },
      body: { ...SAVED, offers: [] },
    });
    expect(saved.status).toBe('saved');
  });

  it('starts no call on a settled debt: the state the settlement service derives', async () => {
    const refused = await expectStatus(
      'subscriber',
      api.startCompanionCall,
      { params: { user_id: idOf('subscriber') }, body: { tradeline_id: SETTLED_TRADELINE.id } },
      400,
    );
    expect(refused.detail).toBe(COMPANION_DETAILS.debtResolved);
  });

  it('needs a signed-in caller', async () => {
    await expectAuthRequired(api.listCompanionCalls, { params: { user_id: idOf('subscriber') } });
    await expectAuthRequired(api.startCompanionCall, {
      params: { user_id: idOf('subscriber') },
      body: { tradeline_id: WORKSPACE_TRADELINE.id },
    });
  });
});
