/**
 * A forgotten password on the mock backend, as a demo runs it: the link arrives in the demo's
 * Outbox, the reset page sets a password under the spec's rules, and the user is signed in.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../../../mocks/personas';
import { clearOutbox, outbox } from '../../../mocks/outbox';
import { useScenario } from '../../../mocks/test-utils';
import ForgotPasswordPage from '@/features/account/pages/forgot-password-page';
import ResetPasswordPage from '@/features/account/pages/reset-password-page';
import { RESET_SUBJECT } from '@/features/account/model/emails';
import {
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
  RESET_NO_TOKEN,
  RESET_TOO_MANY,
} from '@/features/account/model/messages';
import { login } from '@/features/auth/api/auth-requests';
import { configureHttp } from '@/shared/api/http';
import { DETAILS } from '@/shared/api/details';
import { currentToken, readStoredUser } from '@/shared/session';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));
beforeEach(() => clearOutbox());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function askForLink(email: string) {
  const view = renderAt('/forgot-password');
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  await screen.findByText(FORGOT_PASSWORD_SENT);
  view.unmount();
}

function tokenInOutbox(): string {
  const mail = outbox().find((sent) => sent.subject === RESET_SUBJECT)!;
  return /#token=([0-9a-f]{64})/.exec(mail.text)![1]!;
}

describe('forgot password on the mock backend', () => {
  it('mails a link to the Outbox; the reset page sets the password and signs in', async () => {
    const { email } = PERSONAS.subscriber;
    await askForLink(email);
    await waitFor(() => expect(outbox()).toHaveLength(1));
    expect(outbox()[0]).toMatchObject({ to: email, subject: RESET_SUBJECT });
    const token = tokenInOutbox();

    renderAt(`/reset-password#token=${token}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh-pass7!');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Fresh-pass7!');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/portal/my-home');
    expect(readStoredUser()?.email).toBe(email);
    await expect(login(email, 'Fresh-pass7!')).resolves.toMatchObject({ email });
    await expect(login(email, PERSONAS.subscriber.password)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('gives an unknown address the same answer and sends nothing', async () => {
    await askForLink('nobody@example.com');
    expect(outbox()).toHaveLength(0);
  });

  it('keeps the typed address when the address has asked too often', async () => {
    useScenario('account.forgot-too-many');
    renderAt('/forgot-password');
    await userEvent.type(screen.getByLabelText(/^Email/), 'demo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(RESET_TOO_MANY)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@example.com');
  });

  it('refuses a used link and a common password with the server’s words, keeping the input', async () => {
    await askForLink(PERSONAS.subscriber.email);
    await waitFor(() => expect(outbox()).toHaveLength(1));
    renderAt(`/reset-password#token=${tokenInOutbox()}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'P@ssw0rd');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'P@ssw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(DETAILS.passwordCommon)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('P@ssw0rd');
  });

  it('says a link is missing, and what the server says of a bad one', async () => {
    const view = renderAt('/reset-password');
    expect(screen.getByText(RESET_NO_TOKEN)).toBeInTheDocument();
    view.unmount();
    renderAt(`/reset-password#token=${'a'.repeat(64)}`);
    await userEvent.type(screen.getByLabelText(/^New password/), 'Fresh-pass7!');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'Fresh-pass7!');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText(RESET_LINK_INVALID)).toBeInTheDocument();
  });
});
