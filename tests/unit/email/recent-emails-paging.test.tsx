/**
 * Recent emails page by page (issue 30): the contract's default limit first, 50 more at each
 * 'Show more', the rows shown kept when more cannot be loaded. (The states of 'Show more' itself
 * are stories: stories/shared-ui/show-more.stories.tsx.)
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { personaSession, useScenario } from '../../../mocks/test-utils';
import { renderPage } from '../../setup/render-page';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';
import EmailPage from '@/features/email/pages/email-page';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));
beforeEach(() => saveStoredUser(personaSession('subscriber')));

async function emailRows(count: number) {
  const table = await screen.findByRole('table', { name: 'Recent Emails' });
  // The header row and one row per email.
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
}

describe('recent emails, a page at a time', () => {
  it('shows the newest 50, then 50 more at Show more', async () => {
    useScenario('emails.many');
    renderPage(<EmailPage />, '/portal/email');
    await emailRows(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more emails' }));
    await emailRows(100);
    expect(screen.getByRole('button', { name: 'Show more emails' })).toBeEnabled();
  });

  it('keeps the emails shown when more cannot be loaded', async () => {
    useScenario('emails.more-fail');
    renderPage(<EmailPage />, '/portal/email');
    await emailRows(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more emails' }));
    expect(
      await screen.findByText('More emails could not be loaded. The 50 shown are still here.'),
    ).toBeInTheDocument();
    await emailRows(50);
  });

  it('shows the rows while more load', async () => {
    useScenario('emails.more-loading');
    renderPage(<EmailPage />, '/portal/email');
    await emailRows(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show more emails' }));
    expect(await screen.findByRole('button', { name: 'Loading more emails...' })).toBeDisabled();
    await emailRows(50);
  });
});
