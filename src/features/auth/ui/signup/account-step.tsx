import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/shared/ui/alert/alert';
import { Button } from '@/shared/ui/button/button';
import { TextField } from '@/shared/ui/field/text-field';
import { PASSWORDS_DO_NOT_MATCH } from '../../model/messages';
import { missingPasswordRules, type StrengthScore } from '../../model/password';
import { EmailFieldSchema, type SignupForm } from '../../model/schemas';
import { MIN_PASSWORD_SCORE, userInputsOf } from '../../model/strength';
import { IdentitySignIn } from '../identity/identity-sign-in';
import { PasswordChecklist } from '../password-checklist';
import { StrengthMeter } from '../strength-meter';
import { usePasswordStrength } from '../use-password-strength';
import type { useEmailCheck } from '../use-email-check';
import styles from '../auth.module.css';

interface AccountStepProps {
  form: UseFormReturn<SignupForm>;
  emailCheck: ReturnType<typeof useEmailCheck>;
  onNext: () => void;
  identity: {
    busy: boolean;
    error: string | null;
    onCredential: (idToken: string) => void;
    onError: () => void;
    onUnavailable: () => void;
  };
}

/**
 * Next stays disabled unless email, password and confirmation are filled, there are no email or
 * password errors and the passwords match (spec section 5). A password zxcvbn rates below Good is
 * an error, as the server refuses it; while the estimator loads (`score` null) the server alone
 * decides.
 */
export function canLeaveAccountStep(
  values: Pick<SignupForm, 'email' | 'password' | 'confirmPassword'>,
  emailStatus: string,
  score: StrengthScore | null = null,
): boolean {
  const { email, password, confirmPassword } = values;
  if (!email.trim() || !password || !confirmPassword) return false;
  if (!EmailFieldSchema.safeParse(email).success) return false;
  if (emailStatus === 'exists' || emailStatus === 'failed' || emailStatus === 'checking') {
    return false;
  }
  if (score !== null && score < MIN_PASSWORD_SCORE) return false;
  return missingPasswordRules(password).length === 0 && password === confirmPassword;
}

/** Step 0: email (checked on blur), password with its rules and meter, confirmation. */
export function AccountStep({ form, emailCheck, onNext, identity }: AccountStepProps) {
  const checklistId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [email, password, confirmPassword] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword'],
  });
  const emailField = register('email');
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const score = usePasswordStrength(password, userInputsOf(email));
  const canContinue = canLeaveAccountStep(
    { email, password, confirmPassword },
    emailCheck.status,
    score,
  );

  return (
    <>
      <IdentitySignIn
        intent="signup"
        onCredential={identity.onCredential}
        onError={identity.onError}
        onUnavailable={identity.onUnavailable}
      />
      {identity.error ? <Alert tone="error">{identity.error}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message ?? emailCheck.message}
        hint={emailCheck.status === 'checking' ? 'Checking email...' : undefined}
        {...emailField}
        onBlur={(event) => {
          void emailField.onBlur(event);
          void emailCheck.check(event.target.value);
        }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={checklistId}
        {...register('password')}
      />
      <PasswordChecklist password={password} id={checklistId} />
      <StrengthMeter score={score} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <span />
        <Button onClick={onNext} disabled={!canContinue} busy={identity.busy}>
          Next
        </Button>
      </div>
    </>
  );
}
