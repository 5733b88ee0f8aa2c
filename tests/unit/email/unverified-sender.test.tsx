/**
 * A sender whose SPF and DKIM checks failed (the server records `sender_verified: false`) is
 * labelled 'Unverified sender' in words, in the list and in the Email Details; a verified or
 * unknown one carries no label.
 */
import { configure, screen, within } from '@testing-library/react';
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

describe('an unverified sender', () => {
  it('is labelled in the inbox row and in the Email Details, and a verified one is not', async () => {
    useScenario('emails.unverified-sender');
    renderPage(<EmailPage />, '/portal/email');
    const table = within(await screen.findByRole('table', { name: 'Recent Emails' }));
    const forged = await table.findByRole('button', {
      name: /from Discover Card <offers@discover\.example> \(Unverified sender\)$/,
    });
    const forgedRow = forged.closest('tr')!;
    expect(within(forgedRow).getAllByText('Unverified sender')[0]).toBeVisible();
    const verified = table.getByRole('button', {
      name: /from Citi Card Services <statements@citi\.example>$/,
    });
    expect(within(verified.closest('tr')!).queryByText('Unverified sender')).toBeNull();

    await userEvent.click(forged);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Details' }));
    expect(dialog.getByText('Unverified sender', { selector: 'span' })).toBeVisible();
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'The checks that this email came from the domain in its From line failed',
    );
  });
});
