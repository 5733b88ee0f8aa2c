import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { detailOr, request } from '@/shared/api';
import { Alert, Button, Card, Page, TextField } from '@/shared/ui';
import { accountEndpoints as api } from '../contract';
import { FORGOT_FAILED } from '../model/messages';
import { ForgotPasswordFormSchema, type ForgotPasswordForm } from '../ui/fields';
import styles from '../ui/account.module.css';

/** /forgot-password: an email address, then the same answer whether or not it has an account. */
export default function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: '' },
    // A field's message stays until the next press of the button.
    reValidateMode: 'onSubmit',
  });
  const send = useMutation({
    mutationFn: (address: string) => request(api.forgotPassword, { body: { email: address } }),
  });
  const submit = handleSubmit(({ email }) => send.mutate(email.trim()));
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
              error={errors.email?.message}
              {...register('email')}
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
