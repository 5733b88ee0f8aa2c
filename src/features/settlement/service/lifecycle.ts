/**
 * Reads the records a debt's state is derived from (its offers and its agreement) for one user's
 * debts at once: one grouped count and one read, whatever the number of debts.
 */
import type { Collection } from '@/shared/store/port';
import { debtLifecycle, type Lifecycle } from '../model/lifecycle';
import type { AgreementRecord, OfferRecord } from '../records';

export interface LifecycleStore {
  settlementOffers: Collection<OfferRecord>;
  settlementAgreements: Collection<AgreementRecord>;
}

interface Debt {
  id: string;
  current_balance: number;
}

/**
 * One user's offer counts and agreements, read at once (they need only the user, so a reader
 * can run them beside its read of the debts): what gives each of the user's debts its lifecycle.
 */
export async function lifecyclesOfUser(
  store: LifecycleStore,
  userId: string,
): Promise<(debt: Debt) => Lifecycle> {
  const [offerCounts, agreements] = await Promise.all([
    store.settlementOffers.group('tradeline_id', { user_id: userId }),
    store.settlementAgreements.select(['amount', 'balance_at_settlement', 'payments'], {
      user_id: userId,
    }),
  ]);
  const offers = new Map(offerCounts.map((group) => [group.key, group.count]));
  const agreementOf = new Map(agreements.map((agreement) => [agreement.id, agreement]));
  return (debt) =>
    debtLifecycle({
      balance: debt.current_balance,
      offers: offers.get(debt.id) ?? 0,
      agreement: agreementOf.get(debt.id) ?? null,
    });
}

/** The lifecycle of one debt. */
export async function debtLifecycleOf(
  store: LifecycleStore,
  debt: Debt & { user_id: string },
): Promise<Lifecycle> {
  const [offers, agreement] = await Promise.all([
    store.settlementOffers.count({ tradeline_id: debt.id }),
    store.settlementAgreements.get(debt.id),
  ]);
  return debtLifecycle({ balance: debt.current_balance, offers, agreement });
}
