/**
 * The accounts screens against the shared mock backend (seeded personas, named scenarios), as
 * the demo and the end-to-end tests see them.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGoogleIdToken } from '../../../mocks/google';
import { useScenario } from '../../../mocks/test-utils';
import type { IdentityButton } from '@/features/auth';
import { authEndpoints } from '@/features/auth/contract';
import { request } from '@/shared/api/http';
import { readStoredUser } from '@/shared/session';
import { fillAndSubmitLogin, renderAuthPages, sendStoredToken } from './support';

vi.setConfig({ testTimeout: 30_000 });

sendStoredToken();

const googleButton =
  (email: string): IdentityButton =>
  ({ onCredential }) => (
    <button
      type="button"
      onClick={() => onCredential(fakeGoogleIdToken({ sub: `g-${email}`, email }))}
    >
      Continue with Google
    </button>
  );

describe('sign-in on the mock backend', () => {
  it('signs in the subscriber persona with its role', async () => {
    renderAuthPages('/login');
    await fillAndSubmitLogin('demo@example.com', 'Demo-pass1!');
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
    expect(readStoredUser()).toMatchObject({ email: 'demo@example.com', role: 'user' });
  });

  it('signs in the admin persona as an admin', async () => {
    renderAuthPages('/login');
    await fillAndSubmitLogin('admin@example.com', 'Admin-pass1!');
    // An admin lands on the admin area, not on an empty My Home (issue 33; AC-2).
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin');
    expect(readStoredUser()?.role).toBe('admin');
  });

  it("shows the server's detail for a wrong password (login.invalid)", async () => {
    useScenario('login.invalid');
    renderAuthPages('/login');
    await fillAndSubmitLogin('demo@example.com', 'Demo-pass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
  });

  it('shows the fallback text without a detail (login.fail)', async () => {
    useScenario('login.fail');
    renderAuthPages('/login');
    await fillAndSubmitLogin('demo@example.com', 'Demo-pass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it.each([
    ['google.fail', 'Google Sign-In failed. Please try again or use manual login.'],
    ['google.unavailable', 'Google Sign-In not available. Try again in a moment.'],
    ['google.no-email', 'Could not extract email from Google token.'],
  ] as const)('shows the identity message for %s', async (scenario, message) => {
    useScenario(scenario);
    renderAuthPages('/login', googleButton('demo@example.com'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs in an account made with Google', async () => {
    const id_token = fakeGoogleIdToken({ sub: 'g-gail@example.com', email: 'gail@example.com' });
    await request(authEndpoints.googleAuth, { body: { id_token } });
    renderAuthPages('/login', googleButton('gail@example.com'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('never signs in to a password account with its email: the account-exists message', async () => {
    renderAuthPages('/login', googleButton('demo@example.com'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account exists but Google login failed. Please use email/password login.',
    );
    expect(screen.queryByTestId('where')).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});

describe('sign-up on the mock backend', () => {
  async function fillAccount(email: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.type(screen.getByLabelText(/^Password(\s*\*)?$/), 'Kx7!mQ2p#Lw');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Kx7!mQ2p#Lw');
    return user;
  }

  it('refuses the email of an existing persona', async () => {
    renderAuthPages('/signup');
    await fillAccount('demo@example.com');
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
  });

  it('says when the email check fails (check-email.fail)', async () => {
    useScenario('check-email.fail');
    renderAuthPages('/signup');
    await fillAccount('someone@example.com');
    expect(await screen.findByText('Could not validate email')).toBeInTheDocument();
  });

  async function throughAllSteps(email: string) {
    const user = await fillAccount(email);
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await user.type(await screen.findByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Date of birth/), '1985-12-10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I Agree & Submit' }));
    return user;
  }

  it('creates the account, records the details and signs in', async () => {
    renderAuthPages('/signup');
    await throughAllSteps('ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Thank you, Ada!' })).toBeInTheDocument();
    expect(readStoredUser()).toMatchObject({ email: 'ada@example.com', role: 'user' });
  });

  it('shows the submit problem when recording the details fails (signup.fail)', async () => {
    useScenario('signup.fail');
    renderAuthPages('/signup');
    await throughAllSteps('grace@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem submitting your information. Please try again.',
    );
  });

  it('signs up with Google and goes to the portal', async () => {
    renderAuthPages('/signup', googleButton('linus@example.com'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
    expect(readStoredUser()?.email).toBe('linus@example.com');
  });

  it('says the account exists when its Google login fails too (google.exists)', async () => {
    useScenario('google.exists');
    renderAuthPages('/signup', googleButton('demo@example.com'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account exists but Google login failed. Please use email/password login.',
    );
  });
});
