/** The admin area: users (search, pages, audited role changes) and analytics. Admin role only. */
import { adminEndpoints as api } from '@/features/admin/contract';
import { createAdminService } from '@/features/admin/service/admin';
import { store } from '../store';
import { serviceHandlers } from './route';

/** The admin endpoints, served by the shared admin service over the mock database. */
export const adminHandlers = serviceHandlers(
  api,
  createAdminService({
    store,
  }),
);
