/**
 * A verified email on the mock backend, as a demo runs it (issue 29, point 3): sign-up mails a
 * link to the Outbox, the portal shows the banner until the link is followed, and the banner's
 * code loads only for an unverified account.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutbox, outbox } from '../../../mocks/outbox';
import { useScenario } from '../../../mocks/test-utils';
import PortalLayout from '@/app/portal/portal-layout';
import ConfirmEmailPage from '@/features/account/pages/confirm-email-page';
import { VERIFY_SUBJECT } from '@/features/account/model/emails';
import { EMAIL_CONFIRMED, verifyBanner } from '@/features/account/model/messages';
import { login, register } from '@/features/auth/api/auth-requests';
import { getAccount } from '@/features/profile';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));
beforeEach(() => clearOutbox());

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/confirm-email" element={<ConfirmEmailPage />} />
          <Route path="/portal" element={<PortalLayout />}>
            <Route path="my-home" element={<p>The open section</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a verified email on the mock backend', () => {
  it('shows the banner after sign-up until the Outbox link is followed', async () => {
    const email = 'verify.demo@example.com';
    await register(email, 'Verify-pass1!', { selected_plan: null, premium_features: [] });
    const session = saveStoredUser(await login(email, 'Verify-pass1!'));
    await waitFor(() => expect(outbox()).toHaveLength(1));
    expect(outbox()[0]).toMatchObject({ to: email, subject: VERIFY_SUBJECT });
    const token = /\/confirm-email#token=([0-9a-f]{64})/.exec(outbox()[0]!.text)![1]!;

    const portal = renderAt('/portal/my-home');
    expect(await screen.findByText(verifyBanner(email))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    portal.unmount();

    const page = renderAt(`/confirm-email#token=${token}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText(EMAIL_CONFIRMED)).toBeInTheDocument();
    page.unmount();

    expect((await getAccount(session.user_id)).email_verified).toBe(true);
    renderAt('/portal/my-home');
    expect(await screen.findByText('The open section')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(verifyBanner(email))).toBeNull());
  });

  it('shows the banner from the account’s flag (scenario account.unverified)', async () => {
    useScenario('account.unverified');
    saveStoredUser(await login('demo@example.com', 'Demo-pass1!'));
    renderAt('/portal/my-home');
    expect(await screen.findByText(verifyBanner('demo@example.com'))).toBeInTheDocument();
  });
});
