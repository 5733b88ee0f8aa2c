import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { storeSession } from '@/features/auth';
import { detailOr, request } from '@/shared/api';
import { Alert, Button, Card, LoadingBlock, Page, notify } from '@/shared/ui';
import { accountEndpoints as api } from '../contract';
import { RESET_FAILED, RESET_NO_TOKEN } from '../model/messages';
import { ResetPasswordFormSchema, type ResetPasswordForm } from '../ui/fields';
import { useLinkToken } from '../ui/link-token';
import { NewPasswordFields } from '../ui/new-password-fields';
import styles from '../ui/account.module.css';

/** /reset-password#token=…: a new password under the spec's rules; then signed in. */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
    // A field's message stays until the next press of the button.
    reValidateMode: 'onSubmit',
  });
  const reset = useMutation({
    mutationFn: (values: { token: string; password: string }) =>
      request(api.resetPassword, { body: values }),
    onSuccess: (session) => {
      storeSession(session);
      notify.success('Your password was reset. You are signed in.');
      void navigate('/portal/my-home', { replace: true });
    },
  });
  const submit = form.handleSubmit((values) => {
    if (token) reset.mutate({ token, password: values.password });
  });
  return (
    <Page title="Reset your password" width="narrow">
      <Card>
        {token === undefined ? (
          <LoadingBlock label="Reading the link" lines={2} />
        ) : token ? (
          <form method="dialog" className={styles.form} noValidate onSubmit={submit}>
            <NewPasswordFields form={form} />
            {reset.isError ? (
              <Alert tone="error">{detailOr(reset.error, RESET_FAILED)}</Alert>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" busy={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set the new password'}
              </Button>
            </div>
          </form>
        ) : (
          <Alert tone="warning">{RESET_NO_TOKEN}</Alert>
        )}
        <p className={styles.footerText}>
          Need a new link? <Link to="/forgot-password">Ask for one</Link>
        </p>
      </Card>
    </Page>
  );
}
