import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { describe, expect, it, vi } from 'vitest';
import { DETAILS } from '@/shared/api/details';
import { readStoredUser, savePlanSelection } from '@/shared/session';
import {
  defaultIdentityButton,
  type IdentityButton,
} from '@/features/auth/ui/identity/identity-button';
import {
  GOOGLE_ANSWER,
  GOOGLE_ID_TOKEN,
  JO_DETAILS,
  JO_SESSION,
  renderAuthPages,
  sendStoredToken,
} from './support';

vi.setConfig({ testTimeout: 30_000 });

sendStoredToken();

const renderSignup = (identity: IdentityButton | null = null) =>
  renderAuthPages('/signup', identity);

const FakeIdentity: IdentityButton = ({ onCredential }) => (
  <button type="button" onClick={() => onCredential(GOOGLE_ID_TOKEN)}>
    Continue with Google
  </button>
);

function emailAvailable(exists = false) {
  return http.get('/api/user/check-availability', () =>
    HttpResponse.json({ email_exists: exists }),
  );
}

const email = () => screen.getByLabelText(/^Email/);
const password = () => screen.getByLabelText(/^Password(\s*\*)?$/);
const confirm = () => screen.getByLabelText(/^Confirm password/);
const next = () => screen.getByRole('button', { name: 'Next' });

async function fillAccount(user: ReturnType<typeof userEvent.setup>, pw = 'Kx7!mQ2p#Lw') {
  await user.type(email(), 'jo@example.com');
  await user.type(password(), pw);
  await user.type(confirm(), pw);
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First name/), 'Jo');
  await user.type(screen.getByLabelText(/^Last name/), 'Doe');
  await user.type(screen.getByLabelText(/^Date of birth/), '1990-02-03');
}

/** Renders sign-up and passes its account step with a valid email and password. */
async function toPersonalStep() {
  const user = userEvent.setup();
  renderSignup();
  await fillAccount(user);
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(next());
  return user;
}

/** Passes the account step and the personal information: the plan and the agreement show. */
async function toAgreementStep() {
  const user = await toPersonalStep();
  await fillPersonal(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('sign-up step 0', () => {
  it('lists the missing password items after "Password must contain:"', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(password(), 'abc');
    expect(screen.getByText('Password must contain:')).toBeInTheDocument();
    for (const item of [
      'At least 8 characters',
      'One capital letter',
      'One number',
      'One special character',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    await user.type(password(), 'DEFGH1');
    expect(screen.queryByText('One capital letter')).not.toBeInTheDocument();
    expect(screen.getByText('One special character')).toBeInTheDocument();
    await user.type(password(), '!');
    expect(screen.queryByText('Password must contain:')).not.toBeInTheDocument();
  });

  it(
    'shows the strength from Very Weak to Strong, as zxcvbn rates it',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderSignup();
      const meter = () => screen.getByRole('meter', { name: 'Password strength' });
      // No meter until the first keystroke has loaded zxcvbn; from then on it scores at once.
      expect(screen.queryByRole('meter')).not.toBeInTheDocument();
      await user.type(password(), 'a');
      await screen.findByRole('meter', { name: 'Password strength' }, { timeout: 30_000 });
      const seen: string[] = [];
      for (const typed of ['abc', 'Kx7!mQ', 'Kx7!mQ2p', 'Demo-pass1!', 'Kx7!mQ2p#Lw']) {
        await user.clear(password());
        await user.type(password(), typed);
        seen.push(meter().getAttribute('aria-valuetext')!);
      }
      expect(seen).toEqual(['Very Weak', 'Weak', 'Fair', 'Good', 'Strong']);
      // 'Password1!' meets the four rules but is one of the first a cracker tries.
      await user.clear(password());
      await user.type(password(), 'Password1!');
      expect(screen.queryByText('Password must contain:')).not.toBeInTheDocument();
      expect(meter().getAttribute('aria-valuetext')).not.toBe('Strong');
    },
  );

  it(
    'says a guessable password (below Good, the email counting) will be refused, and keeps Next off',
    { timeout: 60_000 },
    async () => {
      server.use(emailAvailable());
      const user = userEvent.setup();
      renderSignup();
      await user.type(email(), 'marguerite.dubois@example.com');
      // Strong enough for anyone else; the address holds the name.
      await user.type(password(), 'Marguerite1990!');
      await user.type(confirm(), 'Marguerite1990!');
      await screen.findByRole('meter', { name: 'Password strength' }, { timeout: 30_000 });
      expect(screen.getByText(DETAILS.passwordGuessable)).toBeInTheDocument();
      expect(next()).toBeDisabled();
      await user.clear(password());
      await user.clear(confirm());
      await user.type(password(), 'Kx7!mQ2p#Lw');
      await user.type(confirm(), 'Kx7!mQ2p#Lw');
      expect(screen.queryByText(DETAILS.passwordGuessable)).not.toBeInTheDocument();
      await waitFor(() => expect(next()).toBeEnabled());
    },
  );

  it('says when the passwords do not match', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(password(), 'Kx7!mQ2p#Lw');
    await user.type(confirm(), 'Abcdefg1?');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('checks the email on blur and refuses one that exists', async () => {
    let asked = '';
    server.use(
      http.get('/api/user/check-availability', ({ request }) => {
        asked = new URL(request.url).searchParams.get('email') ?? '';
        return HttpResponse.json({ email_exists: true });
      }),
    );
    const user = userEvent.setup();
    renderSignup();
    await fillAccount(user);
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(asked).toBe('jo@example.com');
    expect(next()).toBeDisabled();
  });

  it('says when the email could not be checked', async () => {
    server.use(http.get('/api/user/check-availability', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderSignup();
    await fillAccount(user);
    expect(await screen.findByText('Could not validate email')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('keeps Next disabled until everything is filled and valid', async () => {
    server.use(emailAvailable());
    const user = userEvent.setup();
    renderSignup();
    expect(next()).toBeDisabled();
    await user.type(email(), 'jo@example.com');
    await user.type(password(), 'Kx7mQ2pLw');
    await user.type(confirm(), 'Kx7mQ2pLw');
    expect(next()).toBeDisabled();
    await user.type(password(), '!');
    await user.type(confirm(), '!');
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it('reports an invalid email address on blur without asking the server', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(email(), 'jo@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});

describe('sign-up steps 1 to 3', () => {
  it('requires the personal information and goes back without losing it', async () => {
    server.use(emailAvailable());
    const user = await toPersonalStep();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(email()).toHaveValue('jo@example.com');
    expect(password()).toHaveValue('Kx7!mQ2p#Lw');
  });

  it('requires the agreement before submitting', async () => {
    server.use(emailAvailable());
    const user = await toAgreementStep();
    await user.click(await screen.findByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByText('You must agree to the terms to continue')).toBeInTheDocument();
  });

  it('registers with the saved plan, records the details, signs in and thanks the user', async () => {
    savePlanSelection('upgrade', ['monitoring', 'intercept']);
    const sent: Record<string, unknown> = {};
    server.use(
      emailAvailable(),
      http.post('/api/user/register', async ({ request }) => {
        sent.register = await request.json();
        return HttpResponse.json({ user_id: 'u9' }, { status: 201 });
      }),
      http.post('/api/user/login', () => HttpResponse.json(JO_SESSION)),
      http.post('/api/signup', async ({ request }) => {
        sent.signup = await request.json();
        return HttpResponse.json(JO_DETAILS, { status: 201 });
      }),
    );
    const user = await toAgreementStep();
    expect(await screen.findByText('The Upgrade')).toBeInTheDocument();
    expect(screen.getByText('Account monitoring')).toBeInTheDocument();
    // The builder's price and the program's, before the user agrees (issue 33 point 2).
    expect(screen.getByText(/\$5\/month in the plan builder/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /becomes your program: the Base Subscription \(\$5\/month\) with account monitoring when it launches and email deflection, billed at \$5\/month/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Jo!' })).toBeInTheDocument();
    expect(sent.register).toMatchObject({
      selected_plan: 'upgrade',
      premium_features: ['monitoring', 'intercept'],
    });
    expect(sent.signup).toEqual({
      first_name: 'Jo',
      last_name: 'Doe',
      dob: '1990-02-03',
      agreed: true,
    });
    expect(readStoredUser()?.user_id).toBe('u9');
    await user.click(screen.getByRole('link', { name: 'Go to my portal' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('shows the submit problem and keeps everything typed for another try', async () => {
    let attempts = 0;
    server.use(
      emailAvailable(),
      http.post('/api/user/register', () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ detail: 'Server error' }, { status: 500 })
          : HttpResponse.json({ user_id: 'u9' }, { status: 201 });
      }),
      http.post('/api/user/login', () => HttpResponse.json(JO_SESSION)),
      http.post('/api/signup', () => HttpResponse.json(JO_DETAILS, { status: 201 })),
    );
    const user = await toAgreementStep();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem submitting your information. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Jo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Jo!' })).toBeInTheDocument();
  });
});

describe('sign-up with the identity provider', () => {
  it('skips to step 2 and the final button goes to /portal', async () => {
    savePlanSelection('works', ['monitoring', 'intercept', 'practice', 'assistance']);
    let body: unknown;
    server.use(
      http.post('/api/user/google-auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(GOOGLE_ANSWER);
      }),
    );
    const user = userEvent.setup();
    renderSignup(FakeIdentity);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('button', { name: 'I Agree & Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(body).toEqual({
      id_token: GOOGLE_ID_TOKEN,
      selected_plan: 'works',
      premium_features: ['monitoring', 'intercept', 'practice', 'assistance'],
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'I Agree & Submit' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('goes to /portal when the account already existed', async () => {
    server.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ ...GOOGLE_ANSWER, created: false }),
      ),
    );
    renderSignup(FakeIdentity);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal');
  });

  it('says the account exists when its Google login fails', async () => {
    server.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ detail: 'Account exists' }, { status: 409 }),
      ),
    );
    renderSignup(FakeIdentity);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Account exists but Google login failed. Please use email/password login.',
    );
  });
});

describe('identity button default', () => {
  it('shows Google only in production builds with a client id', () => {
    const base = { apiMode: 'live' as const, apiBaseUrl: '/api', stripePublishableKey: undefined };
    expect(
      defaultIdentityButton({ ...base, isProduction: true, googleClientId: 'id' }),
    ).not.toBeNull();
    expect(
      defaultIdentityButton({ ...base, isProduction: true, googleClientId: undefined }),
    ).toBeNull();
    expect(
      defaultIdentityButton({ ...base, isProduction: false, googleClientId: 'id' }),
    ).toBeNull();
  });
});
