/** What the server projects' global setup hands to the test files (`inject`). */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    mongodbUri: string;
    stripeApiUrl: string;
    smtpUrl: string;
    mailpitApiUrl: string;
  }
}

/** The run's services, as `testServerEnv` (environment.ts) takes them. */
export function providedServices() {
  return {
    mongodbUri: inject('mongodbUri'),
    stripeApiUrl: inject('stripeApiUrl'),
    smtpUrl: inject('smtpUrl'),
  };
}
