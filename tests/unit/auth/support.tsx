/**
 * What the accounts tests share: the server's answers for Jo (user u9) and for a Google sign-in,
 * and the login and sign-up pages in a router that shows where navigation lands.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { beforeAll } from 'vitest';
import { configureHttp } from '@/shared/api/http';
import { currentToken } from '@/shared/session';
import {
  IdentityButtonProvider,
  type IdentityButton,
} from '@/features/auth/ui/identity/identity-button';
import LoginPage from '@/features/auth/pages/login-page';
import SignupPage from '@/features/auth/pages/signup-page';

/** The client sends the stored user's token, as the app's boot configures it. */
export function sendStoredToken(): void {
  beforeAll(() => configureHttp({ getToken: currentToken }));
}

/** The login answer for Jo, who signs up in these tests. */
export const JO_SESSION = {
  user_id: 'u9',
  username: 'jo@example.com',
  email: 'jo@example.com',
  role: 'user',
  token: 'tok-9',
  expires_at: '2099-01-01T00:00:00.000Z',
};

/** The answer of POST /signup for Jo's personal information. */
export const JO_DETAILS = {
  user_account_id: 'u9',
  first_name: 'Jo',
  last_name: 'Doe',
  dob: '1990-02-03',
  agreed: true,
};

/** A Google ID token for g@example.com (header and signature are placeholders). */
export const GOOGLE_ID_TOKEN = `h.${btoa(JSON.stringify({ email: 'g@example.com' })).replace(/=+$/, '')}.s`;

/** The server's answer to a Google sign-up that created the account. */
export const GOOGLE_ANSWER = {
  success: true,
  user: { user_id: 'g1', username: 'g@example.com', email: 'g@example.com' },
  token: 'tok-g',
  expires_at: '2099-01-01T00:00:00.000Z',
  role: 'user',
  created: true,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The login and sign-up pages at `entry`; anywhere else shows its path (testid `where`). */
export function renderAuthPages(entry: InitialEntry, identity: IdentityButton | null = null) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IdentityButtonProvider value={identity}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </IdentityButtonProvider>
    </QueryClientProvider>,
  );
}

/** Types a username (or email) and password in the login form and presses Sign in. */
export async function fillAndSubmitLogin(username = 'demo@example.com', password = 'Demo-pass1!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
