/**
 * The call companion for both backends. A call starts here (so a user without a subscription
 * uses their one free call before the call, never after it) and is saved here: the contact goes
 * through the letters slice's contact log and each amount through the settlement slice's offer
 * log, so Regulation F's flags and the offer rules apply as to anything logged by hand.
 */
import { isEntitled, type EntitlementStore } from '@/features/enrollment/service';
import { createContactLog, type LettersStore } from '@/features/letters/service';
import {
  createWorkspace,
  debtLifecycleOf,
  type WorkspaceStore,
} from '@/features/settlement/service';
import { isResolved } from '@/shared/lib/debt-states';
import { HttpError, notFound } from '@/shared/api/details';
import { newObjectId } from '@/shared/store/ids';
import { DuplicateKeyError, type Collection } from '@/shared/store/port';
import { owned, type Service } from '@/shared/api/service';
import type { CompanionCall, companionEndpoints } from '../contract';
import { COMPANION_DETAILS } from '../model/details';
import { contactNote } from '../model/outcome';
import type { CompanionCallRecord } from '../records';

export interface CompanionStore extends EntitlementStore, LettersStore, WorkspaceStore {
  companionCalls: Collection<CompanionCallRecord>;
}

export interface CompanionDeps {
  store: CompanionStore;
}

/** Calls listed per user: far more than anyone makes; the bound keeps one answer small. */
export const COMPANION_CALLS_MAX = 100;

function present(record: CompanionCallRecord): CompanionCall {
  const { user_id: _owner, ...call } = record;
  return call;
}

export function createCompanionService({
  store,
}: CompanionDeps): Service<typeof companionEndpoints> {
  const { companionCalls: calls } = store;
  const contacts = createContactLog(store);
  const offers = createWorkspace(store);

  return {
    async listCompanionCalls({ params, now }) {
      const userId = params.user_id;
      const [subscribed, records] = await Promise.all([
        isEntitled(store, userId, 'tools', now),
        calls.find(
          { user_id: userId },
          { sort: { started_at: -1, id: -1 }, limit: COMPANION_CALLS_MAX },
        ),
      ]);
      return {
        allowance: subscribed ? 'subscribed' : records.length === 0 ? 'free' : 'used',
        calls: records.map(present),
      };
    },

    async startCompanionCall({ params, body, now, log, user }) {
      const userId = params.user_id;
      const tradeline = owned(
        await store.tradelines.get(body.tradeline_id),
        user,
        'Tradeline',
        log,
      );
      if (tradeline.user_id !== userId) throw new HttpError(404, notFound('Tradeline'));
      // The state the settlement service derives: a settled debt has nothing left to negotiate.
      if (isResolved((await debtLifecycleOf(store, tradeline)).state)) {
        throw new HttpError(400, COMPANION_DETAILS.debtResolved);
      }
      // The companion is one of the tools the base subscription bills; without it, one free call.
      const subscribed = await isEntitled(store, userId, 'tools', now);
      if (!subscribed && (await calls.count({ user_id: userId })) > 0) {
        throw new HttpError(402, COMPANION_DETAILS.freeUsed);
      }
      const record: CompanionCallRecord = {
        // The free call takes its user's id: a second one at the same moment is a duplicate.
        id: subscribed ? newObjectId(now) : userId,
        user_id: userId,
        tradeline_id: tradeline.id,
        started_at: now.toISOString(),
        status: 'open',
        outcome: null,
        contact_id: null,
        offer_ids: [],
        saved_at: null,
      };
      try {
        await calls.insert(record);
      } catch (error) {
        if (error instanceof DuplicateKeyError && !subscribed) {
          throw new HttpError(402, COMPANION_DETAILS.freeUsed);
        }
        throw error;
      }
      return present(record);
    },

    async saveCompanionCall({ params, body, user, now, log }) {
      const call = owned(await calls.get(params.id), user, 'Companion call', log);
      if (call.status === 'saved') throw new HttpError(409, COMPANION_DETAILS.saved);
      const tradeline = owned(
        await store.tradelines.get(call.tradeline_id),
        user,
        'Tradeline',
        log,
      );
      // Claimed first, so a second save at the same moment cannot log the call twice.
      const claimed = await calls.update(
        { id: call.id, status: 'open' },
        { set: { status: 'saved', saved_at: now.toISOString(), outcome: body.outcome } },
      );
      if (claimed === 0) throw new HttpError(409, COMPANION_DETAILS.saved);
      try {
        const contact = await contacts.recordContact(
          tradeline,
          {
            occurred_at: body.occurred_at,
            time_zone: body.time_zone,
            method: 'call',
            note: contactNote(body.outcome, body.offers, body.note),
            allowed_notice: false,
          },
          now,
        );
        const logged = [];
        for (const offer of body.offers) {
          logged.push(
            await offers.logOffer(
              tradeline,
              {
                by: offer.by,
                // The day the call took place, where the user was.
                date: body.occurred_at.slice(0, 10),
                amount: offer.amount,
                payments: 1,
                channel: 'call',
                note: 'Said on a call with the companion',
              },
              now,
            ),
          );
        }
        const saved = {
          contact_id: contact.id,
          offer_ids: logged.map((offer) => offer.id),
        };
        await calls.update({ id: call.id }, { set: saved });
        return present({
          ...call,
          ...saved,
          status: 'saved',
          outcome: body.outcome,
          saved_at: now.toISOString(),
        });
      } catch (error) {
        // Nothing half-saved stays claimed: the user can correct the call and save it again.
        await calls.update(
          { id: call.id },
          { set: { status: 'open', saved_at: null, outcome: null } },
        );
        throw error;
      }
    },
  };
}
