/** The settlement workspace: the shared service over the mock database. */
import { settlementEndpoints as api } from '@/features/settlement/contract';
import { createSettlementService } from '@/features/settlement/service/settlement';
import { store } from '../store';
import { serviceHandlers } from './route';

export const settlementHandlers = serviceHandlers(api, createSettlementService({ store }));
