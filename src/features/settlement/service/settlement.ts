/** The settlement workspace's endpoints, run by both backends (issue 27). */
import type { Service } from '@/shared/api/service';
import type { settlementEndpoints } from '../contract';
import { ownedTradeline, readDetails, saveDetails, type DetailsStore } from './details';
import { createDocuments, type DocumentStore } from './agreement-document';
import { createWorkspace, workspaceTradeline } from './workspace';

/** What the settlement service needs from its backend. */
export interface SettlementDeps {
  store: DetailsStore & DocumentStore;
}

export function createSettlementService({
  store,
}: SettlementDeps): Service<typeof settlementEndpoints> {
  const workspace = createWorkspace(store);
  const documents = createDocuments(store);
  return {
    async getDebtDetails({ params, user, log }) {
      const tradeline = await ownedTradeline(store, params.id, user, log);
      return readDetails(store, tradeline);
    },

    async updateDebtDetails({ params, body, user, log, now }) {
      const tradeline = await ownedTradeline(store, params.id, user, log);
      return saveDetails(store, tradeline, body, now);
    },

    async getSettlement({ params, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return workspace.read(tradeline.id);
    },

    async logOffer({ params, body, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return workspace.logOffer(tradeline, body, now);
    },

    async saveAgreement({ params, body, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return workspace.saveAgreement(tradeline, body, now);
    },

    async recordPayment({ params, body, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return workspace.recordPayment(tradeline, body, now);
    },

    async saveTaxWorksheet({ params, body, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return workspace.saveTax(tradeline, body);
    },

    async attachDocument({ params, body, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return documents.attach(tradeline, body, now);
    },

    async getDocument({ params, user, log, now }) {
      const tradeline = await workspaceTradeline(store, params.id, user, log, now);
      return documents.read(tradeline, log);
    },
  };
}
