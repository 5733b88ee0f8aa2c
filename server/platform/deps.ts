/** What `createApp` is built from: the database, the clock and the outside services' adapters. */
import type { Connection } from 'mongoose';
import { createStripeBilling, unavailableBilling, type BillingAdapter } from '../adapters/billing';
import { createSmtpMailer, unsentMailer, type MailerAdapter } from '../adapters/mailer';
import {
  createGoogleIdentity,
  googleDisabled,
  type GoogleIdentityAdapter,
} from '../adapters/google';
import { createLlmRephraser, type RephraserAdapter } from '../adapters/rephraser';
import {
  createLlmSummarizer,
  localSummarizer,
  type LlmOptions,
  type SummarizerAdapter,
} from '../adapters/summarizer';
import {
  createWebhookTelephony,
  recordingTelephony,
  type TelephonyAdapter,
} from '../adapters/telephony';
import type { Config } from './config';
import { registerModels, type Models } from './db';
import type { Logger } from './logger';

export interface AppDeps {
  config: Config;
  connection: Connection;
  models: Models;
  logger: Logger;
  /** The current time; tests move it. */
  clock: () => Date;
  billing: BillingAdapter;
  google: GoogleIdentityAdapter;
  summarizer: SummarizerAdapter;
  /** Rewords the practice agent's lines; none without a language model. */
  rephraser: RephraserAdapter | null;
  telephony: TelephonyAdapter;
  /** Outgoing mail: SMTP when `SMTP_URL` is set. */
  mailer: MailerAdapter;
}

/** The adapters the configuration asks for: the real services when configured. */
/** What the production server runs with, for its 'listening' log line. */
export function startupFacts(deps: {
  billing: { configured: boolean };
  google: { configured: boolean };
  summarizer: { name: string };
  telephony: { name: string };
  mailer: { name: string };
  rephraser: { name: string } | null;
}): Record<string, string | boolean> {
  return {
    billing: deps.billing.configured ? 'stripe' : 'off',
    google: deps.google.configured,
    summarizer: deps.summarizer.name,
    telephony: deps.telephony.name,
    mailer: deps.mailer.name,
    rephraser: deps.rephraser?.name ?? 'none',
  };
}

export function createDeps(
  config: Config,
  connection: Connection,
  logger: Logger,
  overrides: Partial<Omit<AppDeps, 'config' | 'connection' | 'models' | 'logger'>> = {},
): AppDeps {
  const billing = config.STRIPE_SECRET_KEY
    ? createStripeBilling({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        prices: {
          base: config.STRIPE_PRICE_BASE!,
          savings: config.STRIPE_PRICE_SAVINGS!,
          negotiation1: config.STRIPE_PRICE_NEGOTIATION1!,
          negotiation2: config.STRIPE_PRICE_NEGOTIATION2!,
        },
        apiUrl: config.STRIPE_API_URL,
      })
    : unavailableBilling();
  const google = config.GOOGLE_CLIENT_ID
    ? createGoogleIdentity({ clientId: config.GOOGLE_CLIENT_ID })
    : googleDisabled;
  // One language model for the weekly summaries and the practice agent's rewording.
  const llm: LlmOptions | null =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? { baseUrl: config.LLM_BASE_URL, model: config.LLM_MODEL, apiKey: config.LLM_API_KEY }
      : null;
  const telephony = config.TELEPHONY_WEBHOOK_URL
    ? createWebhookTelephony(config.TELEPHONY_WEBHOOK_URL)
    : recordingTelephony;
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : unsentMailer(logger);
  return {
    config,
    connection,
    models: registerModels(connection),
    logger,
    clock: () => new Date(),
    billing,
    google,
    summarizer: llm ? createLlmSummarizer(llm) : localSummarizer,
    rephraser: llm ? createLlmRephraser(llm) : null,
    telephony,
    mailer,
    ...overrides,
  };
}
