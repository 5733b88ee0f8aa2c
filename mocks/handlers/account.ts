/** Account upkeep over the mock database; mail goes to the demo's Outbox. */
import { accountEndpoints as api } from '@/features/account/contract';
import { createAccountService } from '@/features/account/service/account';
import { mockMailer } from '../outbox';
import { mockPasswords } from '../passwords';
import { store } from '../store';
import { mockSessions, serviceHandlers } from './route';

/** Links in the demo's mail open this tab's app. */
const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export const accountHandlers = serviceHandlers(
  api,
  createAccountService({
    ...mockSessions,
    store,
    passwords: mockPasswords,
    mailer: mockMailer,
    origin,
  }),
);
