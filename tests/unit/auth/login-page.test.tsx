import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { readStoredUser } from '@/shared/session';
import type { IdentityButton } from '@/features/auth/ui/identity/identity-button';
import { fillAndSubmitLogin, GOOGLE_ID_TOKEN, renderAuthPages, sendStoredToken } from './support';

vi.setConfig({ testTimeout: 30_000 });

sendStoredToken();

const renderLogin = (state?: unknown, identity: IdentityButton | null = null) =>
  renderAuthPages({ pathname: '/login', state }, identity);

const session = {
  user_id: 'u1',
  username: 'demo@example.com',
  email: 'demo@example.com',
  role: 'user',
  token: 'tok',
  expires_at: '2099-01-01T00:00:00.000Z',
};

/** Stands in for Google: three buttons that report what the real one can report. */
const FakeIdentity: IdentityButton = ({ onCredential, onError, onUnavailable }) => (
  <div>
    <button type="button" onClick={() => onCredential(GOOGLE_ID_TOKEN)}>
      Continue with Google
    </button>
    <button type="button" onClick={onError}>
      Google reports an error
    </button>
    <button type="button" onClick={onUnavailable}>
      Google script fails
    </button>
  </div>
);

describe('login page', () => {
  it('signs in, stores the session and goes to /portal', async () => {
    let body: unknown;
    server.use(
      http.post('/api/user/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(session);
      }),
    );
    renderLogin();
    await fillAndSubmitLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
    expect(body).toEqual({ username: 'demo@example.com', password: 'Demo-pass1!' });
    expect(readStoredUser()).toEqual(session);
  });

  it('returns to the page the guard sent the visitor from, and says why', async () => {
    server.use(http.post('/api/user/login', () => HttpResponse.json(session)));
    renderLogin({ reason: 'Token expired', from: '/portal/email' });
    expect(screen.getByRole('status')).toHaveTextContent('Token expired');
    await fillAndSubmitLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal/email');
  });

  it('shows Authentication required when sent by the guard', () => {
    renderLogin({ reason: 'Authentication required', from: '/portal' });
    expect(screen.getByRole('status')).toHaveTextContent('Authentication required');
  });

  it('ignores a return path to another site', async () => {
    server.use(http.post('/api/user/login', () => HttpResponse.json(session)));
    renderLogin({ reason: 'Hacked', from: '//evil.example/' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await fillAndSubmitLogin();
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('asks for both fields without calling the server', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it("shows the server's detail text", async () => {
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json({ detail: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    renderLogin();
    await fillAndSubmitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText(/Username or email/)).toHaveValue('demo@example.com');
  });

  it('shows the login failure text when the server gives no detail', async () => {
    server.use(http.post('/api/user/login', () => HttpResponse.error()));
    renderLogin();
    await fillAndSubmitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it('is busy while signing in', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post('/api/user/login', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(session);
      }),
    );
    renderLogin();
    await fillAndSubmitLogin();
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('links to /signup', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows no identity button without a provider', () => {
    renderLogin();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('signs in with the identity provider', async () => {
    server.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({
          success: true,
          user: { user_id: 'g1', username: 'g@example.com', email: 'g@example.com' },
          token: 'tok-g',
          expires_at: '2099-01-01T00:00:00.000Z',
          role: 'user',
          created: false,
        }),
      ),
    );
    renderLogin(undefined, FakeIdentity);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
    expect(readStoredUser()?.token).toBe('tok-g');
  });

  it.each([
    ['Google reports an error', 'Google Sign-In failed. Please try again or use manual login.'],
    ['Google script fails', 'Google Sign-In not available. Try again in a moment.'],
  ])('shows the identity message when %s', async (button, message) => {
    renderLogin(undefined, FakeIdentity);
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the identity failure when the server refuses the token', async () => {
    server.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ detail: 'Invalid token' }, { status: 401 }),
      ),
    );
    renderLogin(undefined, FakeIdentity);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Google Sign-In failed. Please try again or use manual login.',
      ),
    );
    expect(readStoredUser()).toBeNull();
  });
});
