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
