import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import LoginPage from '@/features/auth/pages/login-page';
import { clearOnLogout } from '@/shared/session';
import {
  GOOGLE_ANSWER,
  GOOGLE_TOKEN_WITHOUT_EMAIL,
  fakeIdentityButton,
  withIdentity,
} from './support';

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  parameters: { route: '/login' },
  decorators: [withIdentity(null)],
  beforeEach: () => () => clearOnLogout(),
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Username or email/), 'demo@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Wrong-pass1!');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const Busy: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/user/login', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Please enter your username or email')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
};

export const ServerDetailError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/user/login', () =>
        HttpResponse.json({ detail: 'Invalid username or password' }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid username or password',
    );
  },
};

export const LoginFailedError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/user/login', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  },
};

export const AuthenticationRequired: Story = {
  parameters: {
    route: { pathname: '/login', state: { reason: 'Authentication required', from: '/portal' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Authentication required',
    );
  },
};

export const TokenExpired: Story = {
  parameters: {
    route: { pathname: '/login', state: { reason: 'Token expired', from: '/portal' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Token expired');
  },
};

export const WithGoogleButton: Story = {
  decorators: [withIdentity()],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ ...GOOGLE_ANSWER, created: false }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Sign in with Google' }),
    ).toBeVisible();
  },
};

export const GoogleSignInFailed: Story = {
  decorators: [withIdentity()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a Google error' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Google Sign-In failed. Please try again or use manual login.',
    );
  },
};

export const GoogleNotAvailable: Story = {
  decorators: [withIdentity()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate Google not loading' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Google Sign-In not available. Try again in a moment.',
    );
  },
};

export const GoogleTokenWithoutEmail: Story = {
  decorators: [withIdentity(fakeIdentityButton(GOOGLE_TOKEN_WITHOUT_EMAIL))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not extract email from Google token.',
    );
  },
};

/** A password account has this email and is not linked to Google: the server answers 409. */
export const GoogleAccountNotLinked: Story = {
  decorators: [withIdentity()],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json(
          {
            detail:
              'An account with this email exists but is not linked to this Google account. Please sign in with your password.',
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Account exists but Google login failed. Please use email/password login.',
    );
  },
};
