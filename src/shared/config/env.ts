/**
 * Build-time settings, checked once at start-up. Parsed by hand rather than with zod so the
 * home route does not carry the schema library.
 */
export type ApiMode = 'mock' | 'live';

export interface AppEnv {
  apiMode: ApiMode;
  apiBaseUrl: string;
  googleClientId: string | undefined;
  stripePublishableKey: string | undefined;
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
    isProduction: raw.MODE === 'production',
  };
}

export const env: AppEnv = parseEnv(import.meta.env as Record<string, unknown>);
