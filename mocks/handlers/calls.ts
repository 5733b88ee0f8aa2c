/** Creditor calls: the user's own list (timeline contract) and the admins' queue (admin). */
import { adminEndpoints } from '@/features/admin/contract';
import { createCallService } from '@/features/admin/service/calls';
import { timelineEndpoints } from '@/features/timeline/contract';
import { store } from '../store';
import { serviceHandlers } from './route';

const calls = createCallService({ store });

/** The call endpoints of both contracts, served by the shared call service over the mock. */
export const callHandlers = [
  ...serviceHandlers(timelineEndpoints, calls.timeline),
  ...serviceHandlers(adminEndpoints, calls.admin),
];
