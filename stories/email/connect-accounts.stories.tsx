import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { personaSession } from '../../mocks/seed';
import ConnectAccountsPage from '@/features/enrollment/pages/connect-accounts-page';
import {
  BankConnectorProvider,
  type BankConnector,
} from '@/features/enrollment/ui/connect-accounts-connector';
import { configureHttp } from '@/shared/api/http';
import { clearOnLogout, currentToken, saveStoredUser } from '@/shared/session';

const meta = {
  title: 'Enrollment/Connect my accounts',
  component: ConnectAccountsPage,
  parameters: { layout: 'padded', route: '/portal/connect-accounts' },
  beforeEach: () => {
    // The app's session bridge does this; a story renders the page alone.
    configureHttp({ getToken: currentToken });
    saveStoredUser(personaSession('subscriber'));
    return () => clearOnLogout();
  },
} satisfies Meta<typeof ConnectAccountsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A stand-in for the bank's connection widget, which the app never loads while the connection
 * is disabled: it reaches the token exchange and the exit messages.
 */
const fakeConnector: BankConnector = ({ onToken, onExit }) => (
  <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '1rem' }}>
    <button type="button" onClick={() => onToken('public-sandbox-token')}>
      Simulate a finished connection
    </button>
    <button type="button" onClick={() => onExit(new Error('institution unavailable'))}>
      Simulate a failed exit
    </button>
  </div>
);

const withConnector: Decorator = (Story) => (
  <BankConnectorProvider value={fakeConnector}>
    <Story />
  </BankConnectorProvider>
);

const page = (canvasElement: HTMLElement) => within(canvasElement);
const toasts = () => within(document.body);

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(canvas.getByText('Coming Soon')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Connect Bank Account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(/not loaded yet/)).toBeInTheDocument();
  },
};

export const ConnectDisabled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: 'Connect Bank Account' }),
    );
    await expect(
      await toasts().findByText('Bank account connection is currently disabled'),
    ).toBeInTheDocument();
  },
};

export const SyncDisabled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Sync Accounts' }));
    await expect(
      await toasts().findByText('Account syncing is currently disabled'),
    ).toBeInTheDocument();
  },
};

export const Synced: Story = {
  parameters: { scenarios: ['plaid.accounts.list'] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync Accounts' }));
    await expect(await canvas.findByText('Rewards Visa')).toBeInTheDocument();
    await expect(canvas.getByText('•••• 7781')).toBeInTheDocument();
  },
};

export const SyncedEmpty: Story = {
  parameters: { scenarios: ['plaid.accounts.empty'] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sync Accounts' }));
    await expect(await canvas.findByText('No connected accounts')).toBeInTheDocument();
  },
};

export const ExchangeFailed: Story = {
  decorators: [withConnector],
  parameters: { scenarios: ['plaid.exchange.fail'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: 'Simulate a finished connection' }),
    );
    await expect(
      await toasts().findByText('Failed to connect account. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const ExchangeSucceeded: Story = {
  decorators: [withConnector],
  parameters: { scenarios: ['plaid.exchange.ok', 'plaid.accounts.list'] },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a finished connection' }));
    await expect(await canvas.findByText('Everyday Checking')).toBeInTheDocument();
  },
};

export const ConnectionExited: Story = {
  decorators: [withConnector],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      page(canvasElement).getByRole('button', { name: 'Simulate a failed exit' }),
    );
    await expect(
      await toasts().findByText('Connection was cancelled or failed.'),
    ).toBeInTheDocument();
  },
};
