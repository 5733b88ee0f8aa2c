import { Alert } from '@/shared/ui/alert/alert';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { SIGNUP_SUBMIT_FAILED } from '../../model/messages';
import styles from '../auth.module.css';

/** Step 3 after a successful submission. */
export function ThankYouStep({ firstName }: { firstName: string }) {
  return (
    <>
      <h2>Thank you{firstName ? `, ${firstName}` : ''}!</h2>
      <p>
        Your account is ready and you are signed in. Start in your portal: set your income and
        expenses, add your debts and follow your plan step by step.
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/portal">Go to my portal</ButtonLink>
      </div>
    </>
  );
}

/** Step 3 when the submission failed: everything typed is kept for another try. */
export function SubmitErrorStep({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Alert tone="error">{SIGNUP_SUBMIT_FAILED}</Alert>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Try again</Button>
      </div>
    </>
  );
}
