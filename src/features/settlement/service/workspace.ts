/**
 * The workspace's offers, agreement and payments (issue 27, points 3-5). Every call needs the
 * 'tools' entitlement of the debt's owner (402 otherwise) and the caller's own tradeline.
 */
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import type { EventRecord } from '@/features/timeline/records';
import { HttpError } from '@/shared/api/details';
import { latestToday } from '@/shared/lib/dates';
import { newDebtRecordIds, newObjectId } from '@/shared/store/ids';
import { insertOnce, type Collection } from '@/shared/store/port';
import { claimCappedSlot } from '@/shared/store/quota';
import type { RateLimitRecord } from '@/shared/store/records';
import type { Caller, Log } from '@/shared/api/service';
import {
  OFFERS_MAX,
  type Agreement,
  type LogOfferBody,
  type Offer,
  type RecordPaymentBody,
  type SaveAgreementBody,
  type Settlement,
  type TaxInput,
} from '../contract';
import {
  missingBeforePaying,
  paidSoFar,
  remainingToPay,
  settledOn,
  toCents as cents,
} from '../model/agreement';
import { newestFirst } from '../model/offers';
import { ownedTradeline, type DetailsStore } from './details';
import type { AgreementRecord, OfferRecord } from '../records';
import { notInWriting, SETTLEMENT_DETAILS } from '../model/details';

export interface WorkspaceStore extends EntitlementStore, Pick<DetailsStore, 'tradelines'> {
  rateLimits: Collection<RateLimitRecord>;
  settlementOffers: Collection<OfferRecord>;
  settlementAgreements: Collection<AgreementRecord>;
  events: Collection<EventRecord>;
}

/** Whether the agreement is paid: the debt is settled and its workspace is its record. */
const isPaid = (agreement: AgreementRecord | null) =>
  agreement !== null && settledOn(agreement.amount, agreement.payments) !== null;

export function presentOffer(record: OfferRecord): Offer {
  const { user_id: _owner, ...offer } = record;
  return offer;
}

export function presentAgreement(record: AgreementRecord): Agreement {
  const { id, user_id: _owner, letter, saved_at, ...rest } = record;
  return {
    ...rest,
    tradeline_id: id,
    paid: paidSoFar(record.payments),
    remaining: remainingToPay(record.amount, record.payments),
    settled_on: settledOn(record.amount, record.payments),
    letter: letter && {
      file_name: letter.file_name,
      content_type: letter.content_type,
      size: letter.size,
      uploaded_at: letter.uploaded_at,
    },
    updated_at: saved_at,
  };
}

/** The caller's tradeline, once its owner is entitled to the workspace. */
export async function workspaceTradeline(
  store: WorkspaceStore,
  id: string,
  user: Caller,
  log: Log,
  now: Date,
) {
  const tradeline = await ownedTradeline(store, id, user, log);
  await requireEntitlement(store, tradeline.user_id, 'tools', now);
  return tradeline;
}

export { isPaid };

export function createWorkspace(store: WorkspaceStore) {
  const { settlementOffers: offers, settlementAgreements: agreements } = store;

  async function agreementOf(tradelineId: string) {
    return agreements.get(tradelineId);
  }

  /**
   * The payment that completes the agreement completes the debt's plan: Payoff and any step still
   * pending before it, all at once (so none is completed out of order), dated the day the payment
   * was recorded. A second run finds nothing pending.
   */
  async function completeSteps(tradelineUuid: string, now: Date) {
    await store.events.update(
      { tradeline_uuid: tradelineUuid, completed: false },
      { set: { completed: true, completed_date: now.toISOString() } },
    );
  }

  return {
    async read(tradelineId: string): Promise<Settlement> {
      const [logged, agreement] = await Promise.all([
        offers.find(
          { tradeline_id: tradelineId },
          { sort: { date: -1, created_at: -1 }, limit: OFFERS_MAX },
        ),
        agreementOf(tradelineId),
      ]);
      return {
        tradeline_id: tradelineId,
        offers: newestFirst(logged.map(presentOffer)),
        agreement: agreement && presentAgreement(agreement),
      };
    },

    async logOffer(
      tradeline: { id: string; user_id: string; current_balance: number },
      body: LogOfferBody,
      now: Date,
    ): Promise<Offer> {
      if (body.date > latestToday(now)) throw new HttpError(400, SETTLEMENT_DETAILS.offerInFuture);
      // As the agreement: no one settles a debt for more than it is.
      if (cents(body.amount) > cents(tradeline.current_balance)) {
        throw new HttpError(400, SETTLEMENT_DETAILS.offerOverBalance);
      }
      if (isPaid(await agreementOf(tradeline.id))) {
        throw new HttpError(409, SETTLEMENT_DETAILS.settledRecord);
      }
      // A slot through the port first, as the rate limits count: concurrent offers cannot all
      // read the same count and all insert.
      const logged = await offers.count({ tradeline_id: tradeline.id });
      const slot = await claimCappedSlot(
        store.rateLimits,
        `offers:${tradeline.id}`,
        logged + 1,
        OFFERS_MAX,
      );
      if (slot === null) throw new HttpError(409, SETTLEMENT_DETAILS.offersFull);
      const record = await offers
        .insert({
          ...newDebtRecordIds(tradeline, now),
          by: body.by,
          date: body.date,
          amount: body.amount,
          payments: body.payments,
          channel: body.channel,
          note: body.note ? body.note : null,
          created_at: now.toISOString(),
        })
        .catch(async (error: unknown) => {
          await store.rateLimits.remove({ id: slot });
          throw error;
        });
      return presentOffer(record);
    },

    async saveAgreement(
      tradeline: { id: string; user_id: string },
      body: SaveAgreementBody,
      now: Date,
    ): Promise<Agreement> {
      if (cents(body.amount) > cents(body.balance_at_settlement)) {
        throw new HttpError(400, SETTLEMENT_DETAILS.agreementOverBalance);
      }
      const scheduled = body.schedule.reduce((sum, item) => sum + cents(item.amount), 0);
      if (scheduled !== cents(body.amount))
        throw new HttpError(400, SETTLEMENT_DETAILS.scheduleMismatch);
      const existing = await agreementOf(tradeline.id);
      if (isPaid(existing)) throw new HttpError(409, SETTLEMENT_DETAILS.settledRecord);
      if (existing && cents(body.amount) < cents(paidSoFar(existing.payments))) {
        throw new HttpError(400, SETTLEMENT_DETAILS.agreementBelowPaid);
      }
      const set = {
        amount: body.amount,
        balance_at_settlement: body.balance_at_settlement,
        schedule: [...body.schedule].sort((a, b) => a.date.localeCompare(b.date)),
        reporting: body.reporting,
        checklist: body.checklist,
        // A worksheet left out keeps the one saved (it has its own endpoint); null clears it.
        ...(body.tax !== undefined && { tax: body.tax }),
        saved_at: now.toISOString(),
      };
      const first = {
        id: tradeline.id,
        user_id: tradeline.user_id,
        tax: null,
        ...set,
        payments: [],
        letter: null,
        created_at: now.toISOString(),
      };
      // Two first saves at once: the later one changes what the earlier one made.
      if (existing || !(await insertOnce(agreements, first))) {
        await agreements.update({ id: tradeline.id }, { set });
      }
      const saved = await agreementOf(tradeline.id);
      return presentAgreement(saved!);
    },

    async saveTax(tradeline: { id: string }, body: TaxInput): Promise<Agreement> {
      const agreement = await agreementOf(tradeline.id);
      if (!agreement) throw new HttpError(409, SETTLEMENT_DETAILS.taxBeforeAgreement);
      const tax = {
        liabilities: body.liabilities,
        assets: body.assets,
        marginal_rate: body.marginal_rate,
      };
      const matched = await agreements.update({ id: tradeline.id }, { set: { tax } });
      if (matched === 0) throw new HttpError(409, SETTLEMENT_DETAILS.taxBeforeAgreement);
      return presentAgreement({ ...agreement, tax });
    },

    async recordPayment(
      tradeline: { id: string; uuid: string },
      body: RecordPaymentBody,
      now: Date,
    ): Promise<Agreement> {
      const agreement = await agreementOf(tradeline.id);
      if (!agreement) throw new HttpError(409, SETTLEMENT_DETAILS.agreementMissing);
      const remaining = cents(agreement.amount) - cents(paidSoFar(agreement.payments));
      if (remaining <= 0) throw new HttpError(409, SETTLEMENT_DETAILS.agreementSettled);
      // Money leaves only in writing: the checklist complete and the letter attached.
      const missing = missingBeforePaying(agreement);
      if (missing.length > 0) throw new HttpError(409, notInWriting(missing));
      if (body.date > latestToday(now))
        throw new HttpError(400, SETTLEMENT_DETAILS.paymentInFuture);
      if (cents(body.amount) > remaining)
        throw new HttpError(400, SETTLEMENT_DETAILS.paymentOverRemaining);
      const payments = [
        ...agreement.payments,
        {
          id: newObjectId(now),
          date: body.date,
          amount: body.amount,
          created_at: now.toISOString(),
        },
      ];
      // Only over the payments read: a payment recorded meanwhile makes this one try again.
      const matched = await agreements.update(
        { id: tradeline.id, saved_at: agreement.saved_at },
        { set: { payments, saved_at: now.toISOString() } },
      );
      if (matched === 0) throw new HttpError(409, SETTLEMENT_DETAILS.agreementChanged);
      const recorded = { ...agreement, payments, saved_at: now.toISOString() };
      if (isPaid(recorded)) await completeSteps(tradeline.uuid, now);
      return presentAgreement(recorded);
    },
  };
}
