/**
 * Start-up configuration (issue 23, points 3 and 9): the Stripe webhook secret comes with the
 * key, and the proxy setting is a number of hops, never `true` in production.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startupProblems } from '../../server/platform/config';
import { startupFacts } from '../../server/platform/deps';

const BASE = {
  MONGODB_URI: 'mongodb://127.0.0.1/selfsettle',
  IDEMPOTENCY_SECRET: 'a-test-idempotency-secret-of-32-characters-or-more',
};
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_selfsettle',
  STRIPE_PRICE_BASE: 'price_base',
  STRIPE_PRICE_SAVINGS: 'price_savings',
  STRIPE_PRICE_NEGOTIATION1: 'price_n1',
  STRIPE_PRICE_NEGOTIATION2: 'price_n2',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the configuration', () => {
  it('requires STRIPE_WEBHOOK_SECRET whenever STRIPE_SECRET_KEY is set', () => {
    expect(problems({ ...BASE, ...STRIPE })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set/),
    ]);
    expect(problems({ ...BASE, ...STRIPE, STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([]);
    // Without Stripe at all, no secret is needed.
    expect(problems(BASE)).toEqual([]);
  });

  it('takes TRUST_PROXY as a number of hops and refuses true in production', () => {
    expect(loadConfig(BASE).TRUST_PROXY).toBe(0);
    expect(loadConfig({ ...BASE, TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...BASE, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(problems({ ...BASE, NODE_ENV: 'production', TRUST_PROXY: 'true' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be the number of proxies/),
    ]);
    expect(loadConfig({ ...BASE, NODE_ENV: 'development', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(
      true,
    );
    expect(problems({ ...BASE, TRUST_PROXY: 'yes' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY must be the number of proxies/),
    ]);
  });

  it('takes the SMTP receiver port as a number, and its TLS key and certificate together', () => {
    expect(loadConfig(BASE).SMTP_INBOUND_PORT).toBeUndefined();
    expect(loadConfig({ ...BASE, SMTP_INBOUND_PORT: '2525' }).SMTP_INBOUND_PORT).toBe(2525);
    expect(problems({ ...BASE, SMTP_INBOUND_PORT: 'smtp' })).toEqual([
      'SMTP_INBOUND_PORT must be a port number (0 to 65535)',
    ]);
    expect(problems({ ...BASE, SMTP_TLS_KEY_FILE: '/etc/mx/key.pem' })).toEqual([
      'SMTP_TLS_CERT_FILE SMTP_TLS_KEY_FILE and SMTP_TLS_CERT_FILE are set together',
    ]);
    expect(loadConfig(BASE).INBOUND_MESSAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses to start in production without mail, unless MAIL_DISABLED=true says so on purpose', () => {
    const production = { ...BASE, NODE_ENV: 'production' };
    // Without a mailer, 'Check your email' would be said of links never sent.
    expect(startupProblems(loadConfig(production))).toEqual([
      expect.stringMatching(/^SMTP_URL is required in production/),
    ]);
    expect(
      startupProblems(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' })),
    ).toEqual([]);
    expect(startupProblems(loadConfig({ ...production, MAIL_DISABLED: 'true' }))).toEqual([]);
    // Production is the default; development and tests may run without mail.
    expect(startupProblems(loadConfig(BASE))).toHaveLength(1);
    for (const NODE_ENV of ['development', 'test']) {
      expect(startupProblems(loadConfig({ ...BASE, NODE_ENV }))).toEqual([]);
    }
  });

  it('names the mailer and the rephraser in the start-up log', () => {
    const facts = startupFacts({
      billing: { configured: false },
      google: { configured: false },
      summarizer: { name: 'local' },
      telephony: { name: 'recording' },
      mailer: { name: 'none' },
      rephraser: null,
    });
    expect(facts).toMatchObject({ mailer: 'none', rephraser: 'none' });
    expect(
      startupFacts({
        billing: { configured: true },
        google: { configured: true },
        summarizer: { name: 'llm' },
        telephony: { name: 'webhook' },
        mailer: { name: 'smtp' },
        rephraser: { name: 'llm' },
      }),
    ).toMatchObject({ mailer: 'smtp', rephraser: 'llm', billing: 'stripe' });
  });
});
