/**
 * The third-party identity button behind a small adapter: pages render whatever button the
 * context provides, so tests and stories drive it without Google. The app's default is Google
 * Identity Services, only in production builds with a client id configured (spec section 2.2).
 */
import { createContext, lazy, useContext, type ComponentType } from 'react';
import { env, type AppEnv } from '@/shared/config/env';

export interface IdentityButtonProps {
  /** 'signin' on /login, 'signup' on step 0 of /signup: sets the button's wording. */
  intent: 'signin' | 'signup';
  /** The provider gave an ID token. */
  onCredential: (idToken: string) => void;
  /** The provider reported a failed sign-in. */
  onError: () => void;
  /** The provider's script could not load. */
  onUnavailable: () => void;
}

export type IdentityButton = ComponentType<IdentityButtonProps>;

const GoogleIdentityButton = lazy(() => import('./google-identity-button'));

/** The button the app uses by default, or null when there is none to show. */
export function defaultIdentityButton(settings: AppEnv = env): IdentityButton | null {
  return settings.isProduction && settings.googleClientId ? GoogleIdentityButton : null;
}

const IdentityButtonContext = createContext<IdentityButton | null>(defaultIdentityButton());

export const IdentityButtonProvider = IdentityButtonContext.Provider;

export function useIdentityButton(): IdentityButton | null {
  return useContext(IdentityButtonContext);
}
