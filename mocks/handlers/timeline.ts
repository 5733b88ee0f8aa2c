/** Events (listing, completion in order, the older generate call) and creditor calls. */
import { timelineEndpoints as api } from '@/features/timeline/contract';
import { createTimelineService } from '@/features/timeline/service/timeline';
import { quota } from '../quota';
import { store } from '../store';
import { serviceHandlers } from './route';

export const timelineHandlers = serviceHandlers(
  api,
  createTimelineService({
    store,
    quota,
    // No provider in the mock: a call waits for an agent, as the server's recording telephony.
    telephony: { requestCall: async () => 'requested' },
  }),
);
