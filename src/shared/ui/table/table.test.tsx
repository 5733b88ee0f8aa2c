import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type Column } from './table';

interface Row {
  id: string;
  name: string;
  balance: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Account Name', cell: (row) => row.name },
  { key: 'balance', header: 'Current Balance', cell: (row) => row.balance, align: 'right' },
];
const rows: Row[] = [
  { id: '1', name: 'Visa', balance: 100 },
  { id: '2', name: 'Amex', balance: 200 },
];

describe('Table', () => {
  it('shows headers, leading rows and data rows in order', () => {
    render(
      <Table
        caption="Lines of credit"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        leadingRows={
          <tr>
            <th scope="row">Total</th>
            <td>300</td>
          </tr>
        }
      />,
    );
    const table = screen.getByRole('table', { name: 'Lines of credit' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['Total300', 'Visa100', 'Amex200']);
  });

  it('opens a row by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(
      <Table
        caption="Lines"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        rowLabel={(row) => `Edit ${row.name}`}
      />,
    );
    await user.click(screen.getByText('200'));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRowClick.mock.calls.map(([row]) => (row as Row).id)).toEqual(['2', '1']);
    expect(screen.getByRole('button', { name: 'Edit Amex' })).toBeInTheDocument();
  });

  it('shows the empty state instead of an empty table', () => {
    render(
      <Table
        caption="Lines"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>No tradelines yet</p>}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No tradelines yet')).toBeInTheDocument();
  });
});
