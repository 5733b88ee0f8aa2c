/**
 * The workspace's offers, agreement and payments (issue 27, points 3-5). Every call needs the
 * 'tools' entitlement of the debt's owner (402 otherwise) and the caller's own tradeline.
 */
import { requireEntitlement, type EntitlementStore } from '@/features/enrollment/service';
import { HttpError } from '@/shared/api/details';
import { todayIn } from '@/shared/lib/dates';
import { newObjectId } from '@/shared/store/ids';
import { insertOnce, type Collection } from '@/shared/store/port';
import { claimCappedSlot } from '@/shared/store/quota';
import type { QuotaRecord } from '@/shared/store/records';
import type { Caller, Log } from '@/shared/store/service';
import {
  OFFERS_MAX,
  type Agreement,
  type LogOfferBody,
  type Offer,
  type RecordPaymentBody,
  type SaveAgreementBody,
  type Settlement,
} from '../contract';
import { paidSoFar, remainingToPay, settledOn } from '../model/agreement';
import { newestFirst } from '../model/offers';
import { ownedTradeline, type DetailsStore } from './details';
import type { AgreementRecord, OfferRecord } from '../records';
import { SETTLEMENT_DETAILS } from '../model/details';

export interface WorkspaceStore extends EntitlementStore, Pick<DetailsStore, 'tradelines'> {
  quotas: Collection<QuotaRecord>;
  settlementOffers: Collection<OfferRecord>;
  settlementAgreements: Collection<AgreementRecord>;
}

/** Cents, the smallest unit an amount holds: sums compare without floating-point dust. */
const cents = (dollars: number) => Math.round(dollars * 100);

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

export function createWorkspace(store: WorkspaceStore) {
  const { settlementOffers: offers, settlementAgreements: agreements } = store;

  async function agreementOf(tradelineId: string) {
    return agreements.get(tradelineId);
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
      tradeline: { id: string; user_id: string },
      body: LogOfferBody,
      now: Date,
    ): Promise<Offer> {
      if (body.date > todayIn(now)) throw new HttpError(400, SETTLEMENT_DETAILS.offerInFuture);
      // A slot through the port first, as the rate limits count: concurrent offers cannot all
      // read the same count and all insert.
      const logged = await offers.count({ tradeline_id: tradeline.id });
      const slot = await claimCappedSlot(
        store.quotas,
        `offers:${tradeline.id}`,
        logged + 1,
        OFFERS_MAX,
      );
      if (slot === null) throw new HttpError(409, SETTLEMENT_DETAILS.offersFull);
      const record = await offers
        .insert({
          id: newObjectId(now),
          user_id: tradeline.user_id,
          tradeline_id: tradeline.id,
          by: body.by,
          date: body.date,
          amount: body.amount,
          payments: body.payments,
          channel: body.channel,
          note: body.note ? body.note : null,
          created_at: now.toISOString(),
        })
        .catch(async (error: unknown) => {
          await store.quotas.remove({ id: slot });
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
      if (existing && cents(body.amount) < cents(paidSoFar(existing.payments))) {
        throw new HttpError(400, SETTLEMENT_DETAILS.agreementBelowPaid);
      }
      const set = {
        amount: body.amount,
        balance_at_settlement: body.balance_at_settlement,
        schedule: [...body.schedule].sort((a, b) => a.date.localeCompare(b.date)),
        reporting: body.reporting,
        checklist: body.checklist,
        tax: body.tax ?? null,
        saved_at: now.toISOString(),
      };
      const first = {
        id: tradeline.id,
        user_id: tradeline.user_id,
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

    async recordPayment(
      tradeline: { id: string },
      body: RecordPaymentBody,
      now: Date,
    ): Promise<Agreement> {
      const agreement = await agreementOf(tradeline.id);
      if (!agreement) throw new HttpError(409, SETTLEMENT_DETAILS.agreementMissing);
      if (body.date > todayIn(now)) throw new HttpError(400, SETTLEMENT_DETAILS.paymentInFuture);
      const remaining = cents(agreement.amount) - cents(paidSoFar(agreement.payments));
      if (remaining <= 0) throw new HttpError(409, SETTLEMENT_DETAILS.agreementSettled);
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
      return presentAgreement({ ...agreement, payments, saved_at: now.toISOString() });
    },
  };
}
