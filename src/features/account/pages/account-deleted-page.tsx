import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearOnLogout } from '@/shared/session';
import { ButtonLink, Page } from '@/shared/ui';
import { ACCOUNT_DELETED } from '../model/messages';
import type { AccountDeletedState } from '../ui/delete-account-modal';
import styles from '../ui/account.module.css';

/**
 * /account-deleted: where Delete my account lands. It says the account and its data are gone and
 * what was kept for the law (docs/decisions.md AC-14). The session is cleared only once this
 * page shows: clearing it on the portal would let the portal's guard send the user to /login
 * ('Authentication required') before the navigation lands, as a sign-out would.
 */
export default function AccountDeletedPage() {
  const { state } = useLocation() as { state: Partial<AccountDeletedState> | null };
  const justDeleted = state?.deleted === true;
  useEffect(() => {
    if (justDeleted) clearOnLogout();
  }, [justDeleted]);
  return (
    <Page title="Your account was deleted" width="narrow">
      <div className={styles.stack}>
        <p>
          <strong>{ACCOUNT_DELETED}</strong> Your profile, debts, plan, plan steps, emails and
          summaries, letters, practice sessions, settings and sign-in sessions are gone, and you are
          signed out everywhere. Your subscription was cancelled, so no further payment is taken.
        </p>
        <h2 className={styles.subheading}>What was kept, and why</h2>
        <p>
          The invoices of the payments you made stay with our payment provider, Stripe: they are the
          billing records a business must keep for its taxes (IRS, 26 CFR 1.6001-1: records kept as
          long as they may matter for a tax return). We keep no copy of your data.
        </p>
        <p className={styles.muted}>
          You can create a new account at any time; nothing of the old one carries over.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/">Back to Home</ButtonLink>
        </div>
      </div>
    </Page>
  );
}
