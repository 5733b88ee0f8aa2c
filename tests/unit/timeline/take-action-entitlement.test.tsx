import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { personaSession } from '../../../mocks/test-utils';
import { renderPage } from '../../setup/render-page';
import TakeActionPage from '@/features/timeline/pages/take-action-page';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));

const EXPLANATION = 'Start your subscription to call your creditors';

function open(persona: 'subscriber' | 'unpaid') {
  saveStoredUser(personaSession(persona));
  renderPage(<TakeActionPage />, '/portal/take-action');
  return userEvent.setup();
}

describe('Take action without a subscription (issue 22)', () => {
  it('shows the banner, and Call Now explains with a link to Manage my enrollment', async () => {
    const user = open('unpaid');
    await screen.findByLabelText('Citi steps');
    expect(await screen.findByText('Your subscription has not started')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call Now: Citi' }));
    const dialog = await screen.findByRole('dialog', { name: EXPLANATION });
    expect(dialog).toHaveTextContent('An active subscription is required for this feature.');
    expect(within(dialog).getByRole('link', { name: 'Manage my enrollment' })).toHaveAttribute(
      'href',
      '/portal/manage-enrollment',
    );
    expect(screen.queryByRole('dialog', { name: 'Call your creditor' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("explains the details panel's Call now the same way", async () => {
    const user = open('unpaid');
    const steps = within(await screen.findByLabelText('Citi steps'));
    await user.click(steps.getByRole('button', { name: /Give notice/ }));
    await user.click(await screen.findByRole('button', { name: 'Call now' }));
    expect(await screen.findByRole('dialog', { name: EXPLANATION })).toBeInTheDocument();
  });

  it('shows no banner to the subscriber, whose Call Now asks to confirm the call', async () => {
    const user = open('subscriber');
    await screen.findByLabelText('Chase steps');
    await user.click(screen.getByRole('button', { name: 'Call Now: Chase' }));
    expect(await screen.findByRole('dialog', { name: 'Call your creditor' })).toBeInTheDocument();
    expect(screen.queryByText('Your subscription has not started')).toBeNull();
  });
});
