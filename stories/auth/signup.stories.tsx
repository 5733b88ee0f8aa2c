import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SignupPage from '@/features/auth/pages/signup-page';
import { DETAILS } from '@/shared/api/details';
import { clearOnLogout, savePlanSelection } from '@/shared/session';
import { GOOGLE_ANSWER, answers, withIdentity } from './support';

const meta = {
  title: 'Auth/Sign-up',
  component: SignupPage,
  parameters: { route: '/signup' },
  decorators: [withIdentity(null)],
  beforeEach: () => {
    savePlanSelection('upgrade', ['monitoring', 'intercept']);
    return () => clearOnLogout();
  },
} satisfies Meta<typeof SignupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password(\s*\*)?$/);

async function typePassword(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(passwordField(canvas), password);
  return canvas;
}

async function fillAccount(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText(/^Email/), 'jo@example.com');
  await userEvent.type(passwordField(canvas), 'Kx7!mQ2p#Lw');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Kx7!mQ2p#Lw');
}

async function toPersonalStep(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await fillAccount(canvas);
  const next = canvas.getByRole('button', { name: 'Next' });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  await canvas.findByLabelText(/^First name/);
  return canvas;
}

async function toProgramStep(canvasElement: HTMLElement) {
  const canvas = await toPersonalStep(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^First name/), 'Jo');
  await userEvent.type(canvas.getByLabelText(/^Last name/), 'Doe');
  await userEvent.type(canvas.getByLabelText(/^Date of birth/), '1990-02-03');
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
  await canvas.findByRole('button', { name: 'I Agree & Submit' });
  return canvas;
}

async function submitProgram(canvasElement: HTMLElement) {
  const canvas = await toProgramStep(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'I Agree & Submit' }));
  return canvas;
}

/** The meter's label, once zxcvbn (loaded after the first keystroke) has scored the password. */
async function expectStrength(canvas: Canvas, label: string) {
  await waitFor(
    () =>
      expect(
        canvas.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext'),
      ).toBe(label),
    { timeout: 10_000 },
  );
}

export const AccountStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Account' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const PasswordVeryWeak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'abc');
    await expect(canvas.getByText('Password must contain:')).toBeVisible();
    for (const item of [
      'At least 8 characters',
      'One capital letter',
      'One number',
      'One special character',
    ]) {
      await expect(canvas.getByText(item)).toBeVisible();
    }
    await expectStrength(canvas, 'Very Weak');
  },
};

export const PasswordWeak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'Kx7!mQ');
    await expectStrength(canvas, 'Weak');
  },
};

export const PasswordFair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'Kx7!mQ2p');
    await expectStrength(canvas, 'Fair');
  },
};

export const PasswordGood: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'Demo-pass1!');
    await expectStrength(canvas, 'Good');
  },
};

export const PasswordStrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'Kx7!mQ2p#Lw');
    await expect(canvas.queryByText('Password must contain:')).not.toBeInTheDocument();
    await expectStrength(canvas, 'Strong');
  },
};

/** A password below Good is refused by the server, so the meter says so and Next stays off. */
export const PasswordGuessable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'marguerite.dubois@example.com');
    await typePassword(canvasElement, 'Marguerite1990!');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Marguerite1990!');
    await expectStrength(canvas, 'Fair');
    await expect(canvas.getByText(DETAILS.passwordGuessable)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePassword(canvasElement, 'Kx7!mQ2p#Lw');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Abcdefg1?');
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const EmailAlreadyExists: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/user/check-availability', () => HttpResponse.json({ email_exists: true })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await expect(
      await canvas.findByText('An account with this email already exists'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const EmailCheckFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/user/check-availability', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await expect(await canvas.findByText('Could not validate email')).toBeVisible();
  },
};

export const PersonalStep: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answers.emailAvailable);
  },
  play: async ({ canvasElement }) => {
    const canvas = await toPersonalStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Date of birth is required')).toBeVisible();
  },
};

export const ProgramStep: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answers.emailAvailable);
  },
  play: async ({ canvasElement }) => {
    const canvas = await toProgramStep(canvasElement);
    await expect(canvas.getByText('The Upgrade')).toBeVisible();
    await expect(canvas.getByText('Communication intercept')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I Agree & Submit' }));
    await expect(await canvas.findByText('You must agree to the terms to continue')).toBeVisible();
  },
};

export const ProgramStepWithoutPlan: Story = {
  beforeEach: ({ msw }) => {
    clearOnLogout();
    msw.use(answers.emailAvailable);
  },
  play: async ({ canvasElement }) => {
    const canvas = await toProgramStep(canvasElement);
    await expect(canvas.getByRole('link', { name: 'build your subscription' })).toHaveAttribute(
      'href',
      '/build-a-subscription',
    );
  },
};

export const Submitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answers.emailAvailable,
      http.post('/api/user/register', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitProgram(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

export const SubmitError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answers.emailAvailable,
      http.post('/api/user/register', () =>
        HttpResponse.json({ detail: 'Server error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitProgram(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There was a problem submitting your information. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const ThankYou: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answers.emailAvailable, answers.registerOk, answers.loginOk, answers.signupOk);
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitProgram(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you, Jo!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to my portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
  },
};

export const GoogleSignUp: Story = {
  decorators: [withIdentity()],
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/user/google-auth', () => HttpResponse.json(GOOGLE_ANSWER)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await expect(await canvas.findByRole('button', { name: 'I Agree & Submit' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const GoogleAccountExists: Story = {
  decorators: [withIdentity()],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/user/google-auth', () =>
        HttpResponse.json({ detail: 'Account exists' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up with Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Account exists but Google login failed. Please use email/password login.',
    );
  },
};
