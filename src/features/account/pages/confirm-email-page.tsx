import { Link } from 'react-router-dom';
import { detailOr } from '@/shared/api';
import { clearSession, useSession } from '@/shared/session';
import { Alert, Button, Card, LoadingBlock, Page } from '@/shared/ui';
import { useConfirmEmail } from '../api/use-account-mutations';
import { CONFIRM_FAILED, CONFIRM_NO_TOKEN, EMAIL_CONFIRMED, emailChanged } from '../model/messages';
import { useLinkToken } from '../ui/link-token';
import styles from '../ui/account.module.css';

/**
 * /confirm-email#token=…: the link of a verification or an email-change email (issue 29). The
 * press of a button confirms, not the page load: a mail scanner that opens links spends nothing.
 */
export default function ConfirmEmailPage() {
  const token = useLinkToken();
  const signedIn = useSession() !== null;
  const confirm = useConfirmEmail();
  const answer = confirm.data;
  let body;
  if (token === undefined) body = <LoadingBlock label="Reading the link" lines={2} />;
  else if (!token) body = <Alert tone="warning">{CONFIRM_NO_TOKEN}</Alert>;
  else if (answer?.email_changed)
    body = (
      <>
        <Alert tone="success">{emailChanged(answer.email)}</Alert>
        <p className={styles.footerText}>
          <Link to="/login">Sign in</Link>
        </p>
      </>
    );
  else if (answer)
    body = (
      <>
        <Alert tone="success">{EMAIL_CONFIRMED}</Alert>
        <p className={styles.footerText}>
          <Link to={signedIn ? '/portal/my-home' : '/login'}>
            {signedIn ? 'Go to My Home' : 'Sign in'}
          </Link>
        </p>
      </>
    );
  else
    body = (
      <div className={styles.form}>
        <p>Confirm the address this link was sent to.</p>
        {confirm.isError ? (
          <Alert tone="error">{detailOr(confirm.error, CONFIRM_FAILED)}</Alert>
        ) : null}
        <div className={styles.actions}>
          <Button
            busy={confirm.isPending}
            onClick={() =>
              confirm.mutate(token, {
                // A change ends every session, this tab's too.
                onSuccess: (result) => (result.email_changed ? clearSession() : undefined),
              })
            }
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm my email'}
          </Button>
        </div>
      </div>
    );
  return (
    <Page title="Confirm your email" width="narrow">
      <Card>{body}</Card>
    </Page>
  );
}
