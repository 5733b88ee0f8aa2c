import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the mock backend on /api', () => {
    expect(parseEnv({ MODE: 'development' })).toEqual({
      apiMode: 'mock',
      apiBaseUrl: '/api',
      googleClientId: undefined,
      stripePublishableKey: undefined,
      stripeBasePriceId: 'price_base_monthly',
      isProduction: false,
    });
  });

  it('reads a live API at another host', () => {
    expect(
      parseEnv({
        MODE: 'production',
        VITE_API_MODE: 'live',
        VITE_API_BASE_URL: 'https://api.example.com/api/',
        VITE_GOOGLE_CLIENT_ID: ' id ',
      }),
    ).toMatchObject({
      apiMode: 'live',
      apiBaseUrl: 'https://api.example.com/api',
      googleClientId: 'id',
      isProduction: true,
    });
  });

  it('refuses an unknown mode or a relative base URL', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'staging' })).toThrow('VITE_API_MODE');
    expect(() => parseEnv({ VITE_API_BASE_URL: 'api' })).toThrow('VITE_API_BASE_URL');
  });
});
