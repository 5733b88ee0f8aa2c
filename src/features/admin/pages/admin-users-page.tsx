import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/shared/session';
import { Address, Button, EmptyState, Page, TextField, type Column } from '@/shared/ui';
import { adminUsersQuery } from '../api/admin.queries';
import type { AdminUser } from '../contract';
import {
  ADMIN_MESSAGES,
  formatDay,
  formatInstant,
  planLabel,
  programSummary,
  roleLabel,
  subscriptionLabel,
} from '../model/messages';
import styles from '../ui/admin.module.css';
import { PagedTable } from '../ui/paged-table';
import { RoleChangeModal } from '../ui/role-change-modal';

/** Ten a page, so the seed's fifteen users already take two pages. */
const USERS_PAGE_SIZE = 10;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Users: search by email or username, the server's pages, and role changes with a confirmation. */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const [typed, setTyped] = useState(search);
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const session = useSession();
  const users = useQuery(adminUsersQuery({ search, page, page_size: USERS_PAGE_SIZE }));

  const go = (next: { search?: string; page?: number }) => {
    const query = new URLSearchParams();
    const text = (next.search ?? search).trim();
    if (text) query.set('search', text);
    const number = next.page ?? page;
    if (number > 1) query.set('page', String(number));
    setParams(query);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: typed, page: 1 });
  };

  const columns: Column<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <>
          <strong>
            <Address>{user.email}</Address>
          </strong>
          {user.username !== user.email ? (
            <div className={styles.muted}>{user.username}</div>
          ) : null}
          <div className={styles.muted}>Signed up {formatDay(user.created_at)}</div>
        </>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => (
        <span className={`${styles.badge} ${user.role === 'admin' ? styles.badgeStrong : ''}`}>
          {roleLabel(user.role)}
        </span>
      ),
    },
    {
      // The plan with its subscription, and the sign-up date under the user: the table fits a
      // laptop's width (Actions are pinned in view on narrower screens).
      key: 'plan',
      header: 'Plan',
      cell: (user) => (
        <>
          <div className={styles.nowrap}>{planLabel(user.selected_plan)}</div>
          <div className={styles.muted}>Program: {programSummary(user.program)}</div>
          <div className={styles.muted}>Subscription: {subscriptionLabel(user)}</div>
        </>
      ),
    },
    {
      key: 'history',
      header: 'Role changes',
      cell: (user) =>
        user.role_changes.length === 0 ? (
          <span className={styles.muted}>None</span>
        ) : (
          <ul className={styles.history}>
            {user.role_changes.map((change) => (
              <li key={change.changed_at}>
                {roleLabel(change.from)} → {roleLabel(change.to)} by {change.changed_by},{' '}
                {formatInstant(change.changed_at)}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'action',
      header: 'Actions',
      pinned: true,
      cell: (user) =>
        user.user_id === session?.user_id ? (
          <span className={styles.muted}>You</span>
        ) : (
          <Button
            className={styles.nowrap}
            variant="secondary"
            size="sm"
            onClick={() => setChanging(user)}
            aria-label={`${user.role === 'admin' ? 'Make user' : 'Make admin'}: ${user.email}`}
          >
            {user.role === 'admin' ? 'Make user' : 'Make admin'}
          </Button>
        ),
    },
  ];

  return (
    <Page title="Users" width="wide">
      <form method="dialog" className={styles.toolbar} role="search" onSubmit={onSearch}>
        <TextField
          label="Search by email or username"
          type="text"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={254}
        />
        <Button type="submit">Search</Button>
        {search ? (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              go({ search: '', page: 1 });
            }}
          >
            Clear
          </Button>
        ) : null}
      </form>
      <PagedTable
        read={users}
        noun="users"
        loadingLabel="Loading users"
        loadingLines={6}
        failed={ADMIN_MESSAGES.usersFailed}
        caption={search ? `Users matching “${search}”` : 'All users, newest first'}
        columns={columns}
        rowKey={(user) => user.user_id}
        pagerLabel="Users pages"
        empty={
          <EmptyState title={ADMIN_MESSAGES.noUsers}>
            {search ? (
              <p>Nothing matches “{search}”. Check the spelling or clear the search.</p>
            ) : null}
          </EmptyState>
        }
        onPage={(next) => go({ page: next })}
      />
      <RoleChangeModal user={changing} onClose={() => setChanging(null)} />
    </Page>
  );
}
