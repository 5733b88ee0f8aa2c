/**
 * The configuration the server runs with in tests and in `npm run fuzz:api`: the run's MongoDB,
 * stripe-mock and Mailpit, Stripe prices of the seed, the test's own Google client and secrets, no jobs,
 * rate limits out of the way (tests/server/limits.test.ts sets its own).
 */
import { PRICE_IDS } from '../../mocks/personas';
import { TEST_GOOGLE_CLIENT_ID } from './google-keys';

export const TEST_WEBHOOK_SECRET = 'whsec_selfsettle_test_secret';
export const TEST_INBOUND_SECRET = 'inbound-secret-for-the-test-suite-0123456789';

export function testServerEnv(services: {
  mongodbUri: string;
  stripeApiUrl: string;
  /** Mailpit's SMTP; without it mail is logged as not sent. */
  smtpUrl?: string;
}): Record<string, string> {
  return {
    ...(services.smtpUrl ? { SMTP_URL: services.smtpUrl } : {}),
    NODE_ENV: 'test',
    MONGODB_URI: services.mongodbUri,
    STATIC_DIR: 'no-static-files-in-api-tests',
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT: '100000',
    EMAIL_CHECK_RATE_LIMIT: '100000',
    STRIPE_SECRET_KEY: 'sk_test_selfsettle',
    STRIPE_API_URL: services.stripeApiUrl,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_BASE: PRICE_IDS.base,
    STRIPE_PRICE_SAVINGS: PRICE_IDS.savings,
    STRIPE_PRICE_NEGOTIATION1: PRICE_IDS.negotiation1,
    STRIPE_PRICE_NEGOTIATION2: PRICE_IDS.negotiation2,
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    INBOUND_EMAIL_SECRET: TEST_INBOUND_SECRET,
    RUN_JOBS: 'false',
  };
}
