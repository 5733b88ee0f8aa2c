/** The settlement workspace's endpoints, run by both backends (issue 27). */
import type { Service } from '@/shared/store/service';
import type { settlementEndpoints } from '../contract';
import { ownedTradeline, readDetails, saveDetails, type DetailsStore } from './details';

/** What the settlement service needs from its backend. */
export interface SettlementDeps {
  store: DetailsStore;
}

export function createSettlementService({
  store,
}: SettlementDeps): Service<typeof settlementEndpoints> {
  return {
    async getDebtDetails({ params, user, log }) {
      const tradeline = await ownedTradeline(store, params.id, user, log);
      return readDetails(store, tradeline);
    },

    async updateDebtDetails({ params, body, user, log, now }) {
      const tradeline = await ownedTradeline(store, params.id, user, log);
      return saveDetails(store, tradeline, body, now);
    },
  };
}
