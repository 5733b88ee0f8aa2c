/**
 * The server's configuration, read once from environment variables and validated with zod. A
 * missing or bad variable stops start-up with a message naming it (see `loadConfig`).
 */
import { z } from 'zod';
import { DAILY_QUOTAS, type DailyQuotaName } from '@/shared/api/quotas';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** A daily allowance per user, by default the one both backends share (`DAILY_QUOTAS`). */
const dailyLimit = (name: DailyQuotaName) =>
  z.coerce.number().int().min(1).max(10_000).default(DAILY_QUOTAS[name].limit);

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    MONGODB_URI: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .trim()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://'),
    /** Where the built SPA lives; the API alone is served when it does not exist. */
    STATIC_DIR: z.string().trim().min(1).default('dist'),
    /** Origins allowed to call the API from a browser; same-origin only when empty. */
    CORS_ORIGINS: optionalText.transform((value) =>
      value ? value.split(',').map((origin) => origin.trim()) : [],
    ),
    /**
     * How many proxies stand in front of the server (a load balancer: 1): the client address is
     * taken that many hops back in X-Forwarded-For. `true` (trust every hop, so any client can
     * choose its address and escape the rate limits) is refused in production.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, context): number | true => {
        if (value === undefined || value === '' || value === 'false') return 0;
        if (value === 'true') return true;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        context.addIssue({
          code: 'custom',
          message: 'must be the number of proxies in front of the server (0 to 99)',
        });
        return z.NEVER;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    /** Requests per minute per client on sign-in, registration and the email checks. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Requests per minute per client on the sign-up email checks (one per blur). */
    EMAIL_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    /** Creditor calls (`POST /start-call`) per user per UTC day. */
    CALL_DAILY_LIMIT: dailyLimit('calls'),
    /** Weekly summaries generated on request per user per UTC day (a paid model). */
    SUMMARY_DAILY_LIMIT: dailyLimit('summaries'),
    /** Practice negotiations a subscriber starts per UTC day (against abuse). */
    PRACTICE_DAILY_LIMIT: dailyLimit('practice'),

    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_BASE: optionalText,
    STRIPE_PRICE_SAVINGS: optionalText,
    STRIPE_PRICE_NEGOTIATION1: optionalText,
    STRIPE_PRICE_NEGOTIATION2: optionalText,
    /** Point the SDK at stripe-mock: `http://127.0.0.1:12111`. */
    STRIPE_API_URL: optionalText.pipe(z.url().optional()),

    GOOGLE_CLIENT_ID: optionalText,

    LLM_BASE_URL: optionalText.pipe(z.url().optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,

    /** The domain of the deflection inboxes the mail provider receives for. */
    INBOX_DOMAIN: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name')
      .default('inbox.selfsettle.example'),
    INBOUND_EMAIL_SECRET: optionalText.pipe(
      z.string().min(24, 'must be at least 24 characters').optional(),
    ),
    /**
     * The largest raw creditor message taken in, in bytes, over SMTP and the webhook (10 MB by
     * default: a letter with a scanned statement fits).
     */
    INBOUND_MESSAGE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    /**
     * Inbound messages one inbox stores per UTC day, and one sender address delivers to one
     * inbox per hour (HD-24); past either, 452 over SMTP and 429 on the webhook (the sender
     * retries).
     */
    INBOUND_INBOX_DAILY_LIMIT: z.coerce.number().int().min(1).default(200),
    INBOUND_SENDER_HOURLY_LIMIT: z.coerce.number().int().min(1).default(60),
    /** The SMTP receiver for creditor mail (an MX points here); off when not set. */
    SMTP_INBOUND_PORT: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a port number (0 to 65535)')
        .transform(Number)
        .pipe(z.number().max(65_535, 'must be a port number (0 to 65535)'))
        .optional(),
    ),
    /** Where the SMTP receiver listens (default: HOST). */
    SMTP_INBOUND_HOST: optionalText,
    /** The name the SMTP receiver greets with (default: the machine's host name). */
    SMTP_INBOUND_NAME: optionalText,
    /** PEM files of the receiver's TLS key and certificate: STARTTLS is offered with both. */
    SMTP_TLS_KEY_FILE: optionalText,
    SMTP_TLS_CERT_FILE: optionalText,
    TELEPHONY_WEBHOOK_URL: optionalText.pipe(z.url().optional()),

    /** Where mail goes out (nodemailer): `smtp://127.0.0.1:1025`; none sent when unset. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    /**
     * Production without `SMTP_URL` refuses to start (it would tell users 'Check your email'
     * of links never sent) unless this says, on purpose, that the deployment sends no mail.
     */
    MAIL_DISABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** The sender of the app's mail. */
    MAIL_FROM: z.string().trim().min(3).default('SelfSettle <no-reply@selfsettle.example>'),
    /** The app's public address, for links in emails; this server's own when unset. */
    APP_ORIGIN: optionalText.pipe(z.url().optional()),
    /**
     * The HMAC key of stored idempotency keys and request fingerprints (issue 23, point 1): at
     * least 32 characters, required in production; development and tests use a fixed one.
     */
    IDEMPOTENCY_SECRET: optionalText.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),

    /** Runs the scheduled jobs (weekly summaries) in this process. */
    RUN_JOBS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((config, context) => {
    const problem = (key: keyof typeof config, message: string) =>
      context.addIssue({ code: 'custom', path: [key], message });
    if (config.TRUST_PROXY === true && config.NODE_ENV === 'production') {
      problem(
        'TRUST_PROXY',
        'must be the number of proxies in front of the server (e.g. 1), not true: trusting every hop lets any client choose its address',
      );
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      problem(
        'STRIPE_WEBHOOK_SECRET',
        'is required when STRIPE_SECRET_KEY is set (without it subscription changes from Stripe are never applied)',
      );
    }
    if (config.STRIPE_SECRET_KEY) {
      for (const key of [
        'STRIPE_PRICE_BASE',
        'STRIPE_PRICE_SAVINGS',
        'STRIPE_PRICE_NEGOTIATION1',
        'STRIPE_PRICE_NEGOTIATION2',
      ] as const) {
        if (!config[key]) problem(key, 'is required when STRIPE_SECRET_KEY is set');
      }
    }
    if (Boolean(config.SMTP_TLS_KEY_FILE) !== Boolean(config.SMTP_TLS_CERT_FILE)) {
      problem(
        config.SMTP_TLS_KEY_FILE ? 'SMTP_TLS_CERT_FILE' : 'SMTP_TLS_KEY_FILE',
        'SMTP_TLS_KEY_FILE and SMTP_TLS_CERT_FILE are set together',
      );
    }
    if (config.NODE_ENV === 'production' && !config.IDEMPOTENCY_SECRET) {
      problem('IDEMPOTENCY_SECRET', 'is required in production');
    }
    const llm = [config.LLM_BASE_URL, config.LLM_MODEL];
    if (llm.some(Boolean) && !llm.every(Boolean)) {
      problem('LLM_MODEL', 'LLM_BASE_URL and LLM_MODEL are set together');
    }
  });

/** The idempotency secret of development and tests, never accepted in production. */
export const DEV_IDEMPOTENCY_SECRET = 'selfsettle-development-idempotency-secret';

export type Config = Omit<z.infer<typeof ConfigSchema>, 'IDEMPOTENCY_SECRET'> & {
  IDEMPOTENCY_SECRET: string;
};

/**
 * What stops the production server from starting beyond the configuration's own checks (which
 * tools such as the seeds share): mail. Empty when it may start.
 */
export function startupProblems(config: Config): string[] {
  if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.MAIL_DISABLED) {
    return [
      'SMTP_URL is required in production: without it no reset or confirmation link is sent while users are told to check their email. Set MAIL_DISABLED=true to start without mail on purpose.',
    ];
  }
  return [];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws a `ConfigError` listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  return {
    ...result.data,
    IDEMPOTENCY_SECRET: result.data.IDEMPOTENCY_SECRET ?? DEV_IDEMPOTENCY_SECRET,
  };
}
