import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/shared/ui/alert/alert';
import { Button } from '@/shared/ui/button/button';
import { Card } from '@/shared/ui/card/card';
import { TextField } from '@/shared/ui/field/text-field';
import { Page } from '@/shared/ui/page/page';
import { flowMessage, googleSignIn, signIn } from '../api/flows';
import { GOOGLE_FAILED, GOOGLE_UNAVAILABLE, LOGIN_FAILED } from '../model/messages';
import { LoginFormSchema, type LoginForm } from '../model/schemas';
import { IdentitySignIn } from '../ui/identity/identity-sign-in';
import { useReturnTarget } from '../ui/use-return-target';
import styles from '../ui/auth.module.css';

/** /login: username or email and password, the identity button, a link to /signup. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { reason, targetFor } = useReturnTarget();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const passwordLogin = useMutation({
    mutationFn: (values: LoginForm) => signIn(values.username, values.password),
    onSuccess: (user) => navigate(targetFor(user), { replace: true }),
  });
  const identityLogin = useMutation({
    mutationFn: googleSignIn,
    onSuccess: (user) => navigate(targetFor(user), { replace: true }),
  });
  const [identityProblem, setIdentityProblem] = useState<string | null>(null);

  const busy = passwordLogin.isPending || identityLogin.isPending;
  const error = passwordLogin.isError
    ? flowMessage(passwordLogin.error, LOGIN_FAILED)
    : identityLogin.isError
      ? flowMessage(identityLogin.error, GOOGLE_FAILED)
      : identityProblem;

  return (
    <Page title="Sign in" width="narrow">
      {reason ? (
        <Alert tone="info" title="Please sign in">
          {reason}
        </Alert>
      ) : null}
      <Card>
        <IdentitySignIn
          intent="signin"
          onCredential={(idToken) => {
            setIdentityProblem(null);
            passwordLogin.reset();
            identityLogin.mutate(idToken);
          }}
          onError={() => setIdentityProblem(GOOGLE_FAILED)}
          onUnavailable={() => setIdentityProblem(GOOGLE_UNAVAILABLE)}
        />
        <form
          method="dialog"
          className={styles.form}
          noValidate
          aria-label="Sign in"
          onSubmit={handleSubmit((values) => {
            setIdentityProblem(null);
            identityLogin.reset();
            passwordLogin.mutate(values);
          })}
        >
          <TextField
            label="Username or email"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              {busy ? 'Signing in...' : 'Sign in'}
            </Button>
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
        </form>
        <p className={styles.footerText}>
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </Card>
    </Page>
  );
}
