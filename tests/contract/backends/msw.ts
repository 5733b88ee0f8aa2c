/** The mock backend for the contract suite: MSW's Node server with the in-memory database. */
import { fakeGoogleIdToken } from '../../../mocks/google';
import { server } from '../../../mocks/node';
import { PERSONAS } from '../../../mocks/personas';
import { deactivateScenarios } from '../../../mocks/scenarios';
import { resetDb } from '../../../mocks/seed';
import { expiredTokenFor } from '../../../mocks/test-utils';
import type { BackendFactory } from '../backend';

const createMswBackend: BackendFactory = () => ({
  name: 'msw',
  baseUrl: 'http://api.contract.test/api',
  personas: PERSONAS,
  async start() {
    server.listen({ onUnhandledRequest: 'error' });
    await resetDb();
  },
  async stop() {
    server.close();
  },
  async reset() {
    deactivateScenarios();
    await resetDb();
  },
  expiredToken: (persona) => expiredTokenFor(persona),
  googleIdToken: (identity) => fakeGoogleIdToken(identity),
});

export default createMswBackend;
