import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { planBecomesSentence } from '@/features/enrollment';
import { formatMonthly } from '@/shared/lib/money';
import { BASE_PLAN_INFO, PREMIUM_FEATURE_INFO, monthlyTotal } from '@/shared/lib/plans';
import type { PlanSelection } from '@/shared/session';
import { Alert } from '@/shared/ui/alert/alert';
import { Button } from '@/shared/ui/button/button';
import type { SignupForm } from '../../model/schemas';
import styles from '../auth.module.css';

interface ProgramStepProps {
  form: UseFormReturn<SignupForm>;
  plan: PlanSelection | null;
  busy: boolean;
  /** Hidden for identity-provider sign-ups: their account already exists. */
  onBack: (() => void) | null;
  onSubmit: () => void;
}

/** Step 2: the program the visitor chose and the agreement, sent with 'I Agree & Submit'. */
export function ProgramStep({ form, plan, busy, onBack, onSubmit }: ProgramStepProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const errorId = 'signup-agreement-error';
  return (
    <>
      <h2>Your program</h2>
      {plan ? (
        <>
          <p>
            <strong>{BASE_PLAN_INFO[plan.basePlan].label}</strong> (
            {formatMonthly(monthlyTotal(plan.basePlan, plan.premiumFeatures))} in the plan builder)
          </p>
          {plan.premiumFeatures.length > 0 ? (
            <ul className={styles.planList}>
              {plan.premiumFeatures.map((feature) => (
                <li key={feature}>{PREMIUM_FEATURE_INFO[feature].label}</li>
              ))}
            </ul>
          ) : (
            <p>No premium features.</p>
          )}
          <p>
            {planBecomesSentence({
              base_plan: plan.basePlan,
              premium_features: plan.premiumFeatures,
            })}{' '}
            It is billed monthly from your bank account and renewed automatically.
          </p>
        </>
      ) : (
        <Alert tone="info">
          You have not chosen a plan yet. You can{' '}
          <Link to="/build-a-subscription">build your subscription</Link> now or choose one later in
          your portal.
        </Alert>
      )}
      <p>
        We coach you and give you tools; we do not negotiate for you, give legal or financial advice
        or guarantee results, and you stay responsible for your debt. You can cancel in your account
        settings at any time; past months are not refunded.
      </p>
      <label className={styles.agreement}>
        <input
          type="checkbox"
          aria-invalid={errors.agreed ? true : undefined}
          aria-describedby={errors.agreed ? errorId : undefined}
          {...register('agreed')}
        />
        <span>
          I have read and agree to the{' '}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener">
            Terms and Conditions
          </Link>
          .
        </span>
      </label>
      {errors.agreed ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {errors.agreed.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={onSubmit} busy={busy}>
          {busy ? 'Submitting...' : 'I Agree & Submit'}
        </Button>
      </div>
    </>
  );
}
