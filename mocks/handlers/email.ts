/** The deflection inbox: the shared service over the mock database, with the local summarizer. */
import { emailEndpoints as api } from '@/features/email/contract';
import { summarizeEmails } from '@/features/email/model/local-summarizer';
import { createEmailService } from '@/features/email/service/email';
import { quota } from '../quota';
import { store } from '../store';
import { serviceHandlers } from './route';

export const emailHandlers = serviceHandlers(
  api,
  createEmailService({
    store,
    summarizer: { summarize: summarizeEmails },
    quota,
  }),
);
