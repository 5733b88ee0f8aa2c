/** Story helpers for the accounts screens: a stand-in identity button and canned answers. */
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { IdentityButtonProvider, type IdentityButton } from '@/features/auth';

const encode = (claims: object) =>
  btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const GOOGLE_TOKEN = `header.${encode({ email: 'new.person@example.com' })}.signature`;
export const GOOGLE_TOKEN_WITHOUT_EMAIL = `header.${encode({ sub: '123' })}.signature`;

/** Stands in for Google's button: one click gives the ID token, the others report failures. */
export function fakeIdentityButton(idToken = GOOGLE_TOKEN): IdentityButton {
  return function FakeIdentityButton({ intent, onCredential, onError, onUnavailable }) {
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="button" onClick={() => onCredential(idToken)}>
          {intent === 'signup' ? 'Sign up with Google' : 'Sign in with Google'}
        </button>
        <button type="button" onClick={onError}>
          Simulate a Google error
        </button>
        <button type="button" onClick={onUnavailable}>
          Simulate Google not loading
        </button>
      </div>
    );
  };
}

export const withIdentity =
  (button: IdentityButton | null = fakeIdentityButton()): Decorator =>
  (Story) => (
    <IdentityButtonProvider value={button}>
      <Story />
    </IdentityButtonProvider>
  );

export const SESSION = {
  user_id: 'story-user',
  username: 'demo@example.com',
  email: 'demo@example.com',
  role: 'user',
  token: 'story-token',
  expires_at: '2099-01-01T00:00:00.000Z',
};

export const GOOGLE_ANSWER = {
  success: true,
  user: {
    user_id: 'story-google',
    username: 'new.person@example.com',
    email: 'new.person@example.com',
  },
  token: 'story-google-token',
  expires_at: '2099-01-01T00:00:00.000Z',
  role: 'user',
  created: true,
};

export const answers = {
  loginOk: http.post('/api/user/login', () => HttpResponse.json(SESSION)),
  emailAvailable: http.get('/api/user/check-availability', () =>
    HttpResponse.json({ email_exists: false }),
  ),
  registerOk: http.post('/api/user/register', () =>
    HttpResponse.json({ user_id: 'story-user' }, { status: 201 }),
  ),
  signupOk: http.post('/api/signup', () =>
    HttpResponse.json(
      {
        user_account_id: 'story-user',
        first_name: 'Jo',
        last_name: 'Doe',
        dob: '1990-02-03',
        agreed: true,
      },
      { status: 201 },
    ),
  ),
} satisfies Record<string, RequestHandler>;
