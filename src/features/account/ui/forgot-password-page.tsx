import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { detailOr, request } from '@/shared/api';
import { Alert, Button, Card, Page, TextField } from '@/shared/ui';
import { accountEndpoints as api } from '../contract';
import { FORGOT_FAILED } from '../model/messages';
import { emailFieldProblem } from './fields';
import styles from './account.module.css';

/** /forgot-password: an email address, then the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (address: string) => request(api.forgotPassword, { body: { email: address } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailFieldProblem(email);
    setProblem(found);
    if (!found) send.mutate(email.trim());
  };
  return (
    <Page title="Forgot your password?" width="narrow">
      <Card>
        {send.isSuccess ? (
          <Alert tone="success" title="Check your email">
            {send.data.message}
          </Alert>
        ) : (
          <form method="dialog" className={styles.form} noValidate onSubmit={submit}>
            <p>
              Enter the email of your account and we will send you a link to reset the password.
            </p>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={problem}
              onChange={(event) => setEmail(event.target.value)}
            />
            {send.isError ? (
              <Alert tone="error">{detailOr(send.error, FORGOT_FAILED)}</Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" busy={send.isPending}>
                {send.isPending ? 'Sending...' : 'Send the link'}
              </Button>
            </div>
          </form>
        )}
        <p className={styles.footerText}>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </Card>
    </Page>
  );
}
