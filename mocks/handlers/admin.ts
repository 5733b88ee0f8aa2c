/** The admin area: users (search, pages, audited role changes) and analytics. Admin role only. */
import type { Collection as MswCollection } from '@msw/data';
import { adminEndpoints as api } from '@/features/admin/contract';
import { createAdminService } from '@/features/admin/service/admin';
import { db } from '../db';
import { mockCollection, store } from '../store';
import { serviceHandlers } from './route';

/** The admin endpoints, served by the shared admin service over the mock database. */
export const adminHandlers = serviceHandlers(
  api,
  createAdminService({
    // TODO(issue 17, lead): `store.programs` once program records have an id.
    store: { ...store, programs: mockCollection('programs', db.programs as MswCollection<never>) },
    // The mock reads the caller's role from the user on every request: nothing to refresh.
    onRoleChanged: async () => {},
  }),
);
