/** Sign-in, registration, Google identity, sign-up details and sign-out over the mock database. */
import { authEndpoints as api } from '@/features/auth/contract';
import { createAuthService } from '@/features/auth/service/auth';
import { mockGoogle } from '../google';
import { mockPasswords } from '../passwords';
import { store } from '../store';
import { mockSessions, serviceHandlers } from './route';

export const authHandlers = serviceHandlers(
  api,
  createAuthService({
    ...mockSessions,
    store,
    passwords: mockPasswords,
    google: mockGoogle,
  }),
);
