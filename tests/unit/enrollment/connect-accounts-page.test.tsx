import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { personaSession, useScenario } from '../../../mocks/test-utils';
import { renderPage } from '../../setup/render-page';
import ConnectAccountsPage from '@/features/enrollment/pages/connect-accounts-page';
import {
  BankConnectorProvider,
  type BankConnector,
} from '@/features/enrollment/ui/connect-accounts-connector';
import { configureHttp } from '@/shared/api/http';
import { currentToken, saveStoredUser } from '@/shared/session';
import { Toaster } from '@/shared/ui';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => configureHttp({ getToken: currentToken }));
beforeEach(() => saveStoredUser(personaSession('subscriber')));

/** A stand-in for the bank's widget: it can finish with a token or exit with or without error. */
const FakeConnector: BankConnector = ({ onToken, onExit }) => (
  <div>
    <button type="button" onClick={() => onToken('public-sandbox-token')}>
      Finish connection
    </button>
    <button type="button" onClick={() => onExit(new Error('institution down'))}>
      Exit with error
    </button>
    <button type="button" onClick={() => onExit(null)}>
      Close widget
    </button>
  </div>
);

function renderConnect(connector: BankConnector | null = null) {
  return renderPage(
    <BankConnectorProvider value={connector}>
      <ConnectAccountsPage />
      <Toaster />
    </BankConnectorProvider>,
    '/portal/connect-accounts',
  );
}

/** Counts the calls the page makes to the bank-connection API. */
function watchPlaid() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('/plaid/')) calls.push(`${request.method} ${pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    calls,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('ConnectAccountsPage', () => {
  it('shows Coming Soon and loads no accounts on entry', async () => {
    const plaid = watchPlaid();
    renderConnect();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText(/Your connected accounts are not loaded yet/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(plaid.calls).toEqual([]);
    plaid.stop();
  });

  it('keeps Connect Bank Account disabled and says why on a click', async () => {
    const user = userEvent.setup();
    renderConnect();
    const connect = screen.getByRole('button', { name: 'Connect Bank Account' });
    expect(connect).toHaveAttribute('aria-disabled', 'true');
    await user.click(connect);
    expect(
      await screen.findByText('Bank account connection is currently disabled'),
    ).toBeInTheDocument();
  });

  it('says syncing is disabled when the server refuses (503)', async () => {
    const user = userEvent.setup();
    const plaid = watchPlaid();
    renderConnect();
    await user.click(screen.getByRole('button', { name: 'Sync Accounts' }));
    expect(await screen.findByText('Account syncing is currently disabled')).toBeInTheDocument();
    expect(plaid.calls).toEqual(['GET /api/plaid/accounts']);
    plaid.stop();
  });

  it('lists the accounts a sync returns', async () => {
    const user = userEvent.setup();
    useScenario('plaid.accounts.list');
    renderConnect();
    await user.click(screen.getByRole('button', { name: 'Sync Accounts' }));
    const table = await screen.findByRole('table', { name: 'Connected accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Account Number', 'Current Balance', 'Available Balance', 'Limit']);
    const visa = within(table).getByText('Rewards Visa').closest('tr')!;
    expect(visa).toHaveTextContent('•••• 7781');
    expect(visa).toHaveTextContent('$4,820');
    expect(visa).toHaveTextContent('$6,000');
  });

  it('shows the empty list when a sync finds none', async () => {
    const user = userEvent.setup();
    useScenario('plaid.accounts.empty');
    renderConnect();
    await user.click(screen.getByRole('button', { name: 'Sync Accounts' }));
    expect(await screen.findByText('No connected accounts')).toBeInTheDocument();
  });

  it('fails the token exchange with the spec message', async () => {
    const user = userEvent.setup();
    renderConnect(FakeConnector);
    await user.click(screen.getByRole('button', { name: 'Finish connection' }));
    expect(
      await screen.findByText('Failed to connect account. Please try again.'),
    ).toBeInTheDocument();
  });

  it('reloads the list after a successful exchange', async () => {
    const user = userEvent.setup();
    useScenario('plaid.exchange.ok', 'plaid.accounts.list');
    renderConnect(FakeConnector);
    await user.click(screen.getByRole('button', { name: 'Finish connection' }));
    expect(await screen.findByText('Everyday Checking')).toBeInTheDocument();
  });

  it('reports an exit with an error, and nothing for a plain close', async () => {
    const user = userEvent.setup();
    renderConnect(FakeConnector);
    await user.click(screen.getByRole('button', { name: 'Close widget' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Connection was cancelled or failed.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Exit with error' }));
    expect(await screen.findByText('Connection was cancelled or failed.')).toBeInTheDocument();
  });
});
