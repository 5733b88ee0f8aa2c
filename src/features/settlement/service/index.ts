/** The settlement slice's services, for the backends and for other slices' services (letters). */
export { createSettlementService, type SettlementDeps } from './settlement';
export { createWorkspace, type WorkspaceStore } from './workspace';
export {
  presentDetails,
  readDetails,
  removeSettlementRecords,
  saveDetails,
  type DetailsStore,
  type SettlementRecordsStore,
} from './details';
export { debtLifecycleOf, lifecyclesOfUser, type LifecycleStore } from './lifecycle';
export { debtLifecycle, type Lifecycle } from '../model/lifecycle';
export {
  AgreementRecordSchema,
  DebtDetailsRecordSchema,
  OfferRecordSchema,
  type AgreementRecord,
  type DebtDetailsRecord,
  type OfferRecord,
} from '../records';
