import type { enrollmentEndpoints } from '../contract';
import type { ResponseOf } from '@/shared/api';
import { EmptyState, Money, Table, type Column } from '@/shared/ui';

type ConnectedAccount = ResponseOf<typeof enrollmentEndpoints.listConnectedAccounts>[number];

function amount(value: number | null) {
  return value === null ? <span aria-label="Not available">—</span> : <Money amount={value} />;
}

const columns: Column<ConnectedAccount>[] = [
  { key: 'name', header: 'Name', cell: (account) => account.name },
  { key: 'type', header: 'Type', cell: (account) => account.type },
  { key: 'mask', header: 'Account Number', cell: (account) => `•••• ${account.mask}` },
  {
    key: 'current',
    header: 'Current Balance',
    cell: (account) => amount(account.current_balance),
    align: 'right',
  },
  {
    key: 'available',
    header: 'Available Balance',
    cell: (account) => amount(account.available_balance),
    align: 'right',
  },
  { key: 'limit', header: 'Limit', cell: (account) => amount(account.limit), align: 'right' },
];

/** The connected bank accounts (spec section 3): name, type, masked number and balances. */
export function ConnectedAccountsTable({ accounts }: { accounts: readonly ConnectedAccount[] }) {
  return (
    <Table
      caption="Connected accounts"
      hideCaption
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      empty={<EmptyState title="No connected accounts" />}
    />
  );
}
