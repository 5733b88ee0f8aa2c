/**
 * Build-time settings, checked once at start-up. Parsed by hand rather than with zod so the
 * home route does not carry the schema library.
 */
export type ApiMode = 'mock' | 'live';

/** The base price id of the mock backend and the test server. */
export const DEFAULT_STRIPE_BASE_PRICE_ID = 'price_base_monthly';

export interface AppEnv {
  apiMode: ApiMode;
  apiBaseUrl: string;
  googleClientId: string | undefined;
  stripePublishableKey: string | undefined;
  /**
   * The Stripe price id of the base subscription, sent when a subscription starts; parseEnv
   * always sets it (optional only so hand-made test envs need not name it).
   */
  stripeBasePriceId?: string;
  /** True in the production build (not the demo build and not the dev server). */
  isProduction: boolean;
}

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const mode = raw.VITE_API_MODE ?? 'mock';
  if (mode !== 'mock' && mode !== 'live') {
    throw new Error(`VITE_API_MODE must be "mock" or "live", not "${String(mode)}".`);
  }
  const base = typeof raw.VITE_API_BASE_URL === 'string' ? raw.VITE_API_BASE_URL.trim() : '';
  if (base !== '' && !/^(\/|https?:\/\/)/.test(base)) {
    throw new Error('VITE_API_BASE_URL must start with "/" or "http(s)://".');
  }
  const optional = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  return {
    apiMode: mode,
    apiBaseUrl: base === '' ? '/api' : base.replace(/\/$/, ''),
    googleClientId: optional(raw.VITE_GOOGLE_CLIENT_ID),
    stripePublishableKey: optional(raw.VITE_STRIPE_PUBLISHABLE_KEY),
    // The mock's and the test server's id unless a deployment names its own.
    stripeBasePriceId: optional(raw.VITE_STRIPE_PRICE_BASE) ?? DEFAULT_STRIPE_BASE_PRICE_ID,
    isProduction: raw.MODE === 'production',
  };
}

export const env: AppEnv = parseEnv(import.meta.env as Record<string, unknown>);
