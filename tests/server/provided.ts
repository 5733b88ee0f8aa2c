/** What the server projects' global setup hands to the test files (`inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    mongodbUri: string;
    stripeApiUrl: string;
    smtpUrl: string;
    mailpitApiUrl: string;
  }
}

export {};
