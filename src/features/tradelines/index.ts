export type { Creditor, Tradeline } from './contract';
export {
  creditorsQuery,
  getCreditors,
  getTradelines,
  tradelineKeys,
  tradelinesQuery,
} from './api/tradelines.queries';
export {
  createTradeline,
  deleteTradeline,
  updateTradeline,
  useCreateTradeline,
  useDeleteTradeline,
  useUpdateTradeline,
} from './api/use-tradeline-mutations';
export { asStillOwed, savedBySettlements, tradelineTotals } from './model/utilization';
export { LinesOfCreditBox } from './ui/lines-of-credit-box';
export { AddTradelineModal } from './ui/add-tradeline-modal';
export { EditTradelineModal } from './ui/edit-tradeline-modal';
