/** The mock backend for the contract suite: MSW's Node server with the in-memory database. */
import { fakeGoogleIdToken } from '../../../mocks/google';
import { server } from '../../../mocks/node';
import { clearOutbox, mockMailer, outbox } from '../../../mocks/outbox';
import { PERSONAS, PRICE_IDS } from '../../../mocks/personas';
import { deactivateScenarios } from '../../../mocks/scenarios';
import { resetDb } from '../../../mocks/seed';
import { store } from '../../../mocks/store';
import { expiredTokenFor } from '../../../mocks/test-utils';
import { sendReminders } from '../../../src/features/account/service/reminders';
import { silentLog } from '../../../src/shared/api/service';
import type { BackendFactory } from '../backend';

const createMswBackend: BackendFactory = () => ({
  name: 'msw',
  baseUrl: 'http://api.contract.test/api',
  personas: PERSONAS,
  basePriceId: PRICE_IDS.base,
  async start() {
    server.listen({ onUnhandledRequest: 'error' });
    await resetDb();
  },
  async stop() {
    server.close();
  },
  async reset() {
    deactivateScenarios();
    clearOutbox();
    await resetDb();
  },
  // The mock sends into its Outbox at once (nothing to wait for).
  waitForMail: async (address, subject, count = 1) => {
    const mail = outbox().filter((sent) => sent.to === address && sent.subject === subject);
    if (mail.length < count) {
      throw new Error(`No "${subject}" mail reached ${address} (${mail.length} of ${count})`);
    }
    return mail;
  },
  runReminders: (now) =>
    sendReminders({ store, mailer: mockMailer, origin: () => 'http://localhost' }, now, silentLog),
  expiredToken: (persona) => expiredTokenFor(persona),
  googleIdToken: (identity) => fakeGoogleIdToken(identity),
});

export default createMswBackend;
