import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, Money, Table, type Column } from '@/shared/ui';

interface Row {
  id: string;
  name: string;
  balance: number;
  limit: number;
}

const columns: Column<Row>[] = [
  { key: 'name', header: 'Account Name', cell: (row) => row.name },
  {
    key: 'balance',
    header: 'Current Balance',
    cell: (row) => <Money amount={row.balance} />,
    align: 'right',
  },
  {
    key: 'limit',
    header: 'Credit Limit',
    cell: (row) => <Money amount={row.limit} />,
    align: 'right',
  },
];

const rows: Row[] = [
  { id: '1', name: 'Capital One', balance: 2400, limit: 5000 },
  { id: '2', name: 'Discover', balance: 5150, limit: 8000 },
];

interface DemoProps {
  rows: Row[];
  onRowClick?: (row: Row) => void;
}

function TableDemo({ rows: data, onRowClick }: DemoProps) {
  return (
    <Table
      caption="Lines of credit"
      columns={columns}
      rows={data}
      rowKey={(row) => row.id}
      onRowClick={onRowClick}
      rowLabel={(row) => `Edit ${row.name}`}
      leadingRows={
        data.length > 0 ? (
          <tr>
            <th scope="row">Total</th>
            <td style={{ textAlign: 'right' }}>
              <Money amount={data.reduce((sum, row) => sum + row.balance, 0)} />
            </td>
            <td style={{ textAlign: 'right' }}>
              <Money amount={data.reduce((sum, row) => sum + row.limit, 0)} />
            </td>
          </tr>
        ) : null
      }
      empty={<EmptyState title="No tradelines yet" />}
    />
  );
}

const meta = {
  title: 'Shared UI/Table',
  component: TableDemo,
  args: { rows },
} satisfies Meta<typeof TableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTotal: Story = {};

export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Discover' }));
    await expect(args.onRowClick).toHaveBeenCalledWith(rows[1]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tradelines yet')).toBeInTheDocument();
  },
};
