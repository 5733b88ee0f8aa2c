/** Tradelines (with utilization and their scheduled events) and the creditor list. */
import { tradelineEndpoints as api } from '@/features/tradelines/contract';
import { createTradelineService } from '@/features/tradelines/service/tradelines';
import { store } from '../store';
import { serviceHandlers } from './route';

export const tradelineHandlers = serviceHandlers(api, createTradelineService({ store }));
