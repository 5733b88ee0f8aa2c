import { lazy, Suspense, useState } from 'react';
import type { DeferredQuery } from '@/shared/lib/use-deferred-query';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  LoadingBlock,
  Money,
  Skeleton,
  Table,
  notify,
} from '@/shared/ui';
import type { Column } from '@/shared/ui';
import type { Tradeline } from '../contract';
import { NEEDS_INCOME, NO_TRADELINES, TRADELINES_LOAD_FAILED } from '../messages';
import { DEBT_STATE_LABELS, isResolved } from '@/shared/lib/debt-states';
import { tradelineTotals } from '../model/utilization';
import styles from './tradelines.module.css';

interface LinesOfCreditBoxProps {
  userId: string;
  /** The profile's income; undefined while it loads. Adding needs an income above 0. */
  income: number | undefined;
  /**
   * The user's tradelines (`useDeferredQuery(tradelinesQuery(userId))`), read once by the page:
   * the table and the page's other figures then always show the same answer.
   */
  tradelines: DeferredQuery<Tradeline[], Error>;
}

const percent = (value: number) => `${value}%`;

const COLUMNS: readonly Column<Tradeline>[] = [
  {
    key: 'name',
    header: 'Account Name',
    // A settled debt says so (its state, from the tradeline): its balance is owed no more.
    cell: (row) =>
      isResolved(row.state) ? (
        <>
          {row.account_name}{' '}
          <span className={styles.settledMark}>{DEBT_STATE_LABELS[row.state]}</span>
        </>
      ) : (
        row.account_name
      ),
  },
  {
    key: 'balance',
    header: 'Current Balance',
    cell: (row) => <Money amount={row.current_balance} />,
    align: 'right',
  },
  {
    key: 'minimum',
    header: 'Minimum Payment',
    cell: (row) => <Money amount={row.minimum_payment} />,
    align: 'right',
  },
  {
    key: 'limit',
    header: 'Credit Limit',
    cell: (row) => <Money amount={row.credit_limit} />,
    align: 'right',
  },
  {
    key: 'utilization',
    header: 'Utilization',
    cell: (row) => percent(row.utilization),
    align: 'right',
  },
];

/** While the tradelines load: the table's own header and Total row, and three placeholder rows. */
const PLACEHOLDER_COLUMNS: readonly Column<number>[] = COLUMNS.map((column) => ({
  ...column,
  cell: () => <Skeleton height="1lh" />,
}));
const PLACEHOLDER_ROWS = [1, 2, 3];

/** The Total row, first in the table; '…' for each figure while the tradelines load. */
function TotalRow({ totals }: { totals: ReturnType<typeof tradelineTotals> | undefined }) {
  const amount = (value: number | undefined) =>
    value === undefined ? '…' : <Money amount={value} />;
  return (
    <tr className={styles.totalRow}>
      <th scope="row">Total</th>
      {/* Named like the columns, for the cards a phone shows (`cardsOnPhone`). */}
      <td className={styles.num} data-label="Current Balance">
        {amount(totals?.current_balance)}
      </td>
      <td className={styles.num} data-label="Minimum Payment">
        {amount(totals?.minimum_payment)}
      </td>
      <td className={styles.num} data-label="Credit Limit">
        {amount(totals?.credit_limit)}
      </td>
      <td className={styles.num} data-label="Utilization">
        {totals ? percent(totals.utilization) : '…'}
      </td>
    </tr>
  );
}

// The modals load when first opened, so they cost My Home's first screen nothing.
const AddTradelineModal = lazy(async () => ({
  default: (await import('./add-tradeline-modal')).AddTradelineModal,
}));
const EditTradelineModal = lazy(async () => ({
  default: (await import('./edit-tradeline-modal')).EditTradelineModal,
}));

/** Lines of Credit: 'Add a tradeline', the table with its Total row first, the edit modal. */
export function LinesOfCreditBox({ userId, income, tradelines }: LinesOfCreditBoxProps) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Tradeline | null>(null);
  const [opened, setOpened] = useState({ add: false, edit: false });
  const openEdit = (tradeline: Tradeline) => {
    setOpened((was) => ({ ...was, edit: true }));
    setEditing(tradeline);
  };

  const add = () => {
    if (income === undefined) return;
    if (income > 0) {
      setOpened((was) => ({ ...was, add: true }));
      setAdding(true);
    } else notify.warning(NEEDS_INCOME);
  };

  let body;
  if (tradelines.isPending)
    body = (
      <LoadingBlock label="Loading your tradelines">
        <Table
          caption="Lines of credit"
          hideCaption
          columns={PLACEHOLDER_COLUMNS}
          rows={PLACEHOLDER_ROWS}
          rowKey={String}
          leadingRows={<TotalRow totals={undefined} />}
          cardsOnPhone
        />
      </LoadingBlock>
    );
  else if (tradelines.isError)
    body = (
      <Alert
        action={
          <Button size="sm" variant="secondary" onClick={() => void tradelines.refetch()}>
            Try again
          </Button>
        }
      >
        {TRADELINES_LOAD_FAILED}
      </Alert>
    );
  else {
    body = (
      <Table
        caption="Lines of credit"
        hideCaption
        columns={COLUMNS}
        rows={tradelines.data}
        rowKey={(row) => row.id}
        onRowClick={openEdit}
        rowLabel={(row) => `Edit ${row.account_name}`}
        empty={<EmptyState title={NO_TRADELINES}>Add your first credit card or loan.</EmptyState>}
        leadingRows={<TotalRow totals={tradelineTotals(tradelines.data)} />}
        cardsOnPhone
      />
    );
  }

  return (
    <Card
      title="Lines of Credit"
      actions={
        <Button size="sm" id="my-home-add-tradeline" onClick={add} disabled={income === undefined}>
          Add a tradeline
        </Button>
      }
    >
      {body}
      <Suspense fallback={null}>
        {opened.add ? (
          <AddTradelineModal open={adding} onOpenChange={setAdding} userId={userId} />
        ) : null}
        {opened.edit ? (
          <EditTradelineModal
            tradeline={editing}
            onClose={() => setEditing(null)}
            userId={userId}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
