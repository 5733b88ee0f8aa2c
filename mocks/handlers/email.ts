/** The deflection inbox: the shared service over the mock database, with the local summarizer. */
import { emailEndpoints as api } from '@/features/email/contract';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import { createEmailService, type EmailStore } from '@/features/email/service/email';
import { quota } from '../quota';
import { store } from '../store';
import { serviceHandlers } from './route';

export const emailHandlers = serviceHandlers(
  api,
  createEmailService({
    // TODO(lead): drop the cast once ProgramRecord has an `id` (the enrollment branch).
    store: store as unknown as EmailStore,
    summarizer: { summarize: summarizeEmails },
    quota,
  }),
);
