/**
 * The production API for the contract suite: Express + mongoose on the run's MongoDB (FerretDB)
 * and stripe-mock, one database per test file (tests/server/harness.ts).
 */
import { PERSONAS, PRICE_IDS } from '../../../mocks/personas';
import { runReminders } from '../../../server/platform/jobs';
import { signGoogleIdToken } from '../../server/google-keys';
import { startTestServer, type TestServer } from '../../server/harness';
import { waitForMail } from '../../server/mailpit';
import type { BackendFactory } from '../backend';

const createServerBackend: BackendFactory = () => {
  let server: TestServer | undefined;
  const running = () => {
    if (!server) throw new Error('The server backend has not started');
    return server;
  };
  return {
    name: 'server',
    personas: PERSONAS,
    basePriceId: PRICE_IDS.base,
    get baseUrl() {
      return running().baseUrl;
    },
    async start() {
      server = await startTestServer();
    },
    async stop() {
      await server?.stop();
    },
    reset: () => running().reset(),
    expiredToken: (persona) => running().expiredToken(PERSONAS[persona].user_id),
    waitForMail,
    runReminders: (now) => runReminders(running().deps, now),
    googleIdToken: ({ email_verified, ...identity }) =>
      signGoogleIdToken(identity, { emailVerified: email_verified }),
  };
};

export default createServerBackend;
