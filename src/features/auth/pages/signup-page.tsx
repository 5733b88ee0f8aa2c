import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { readPlanSelection, type PlanSelection } from '@/shared/session';
import { Card } from '@/shared/ui/card/card';
import { useAdoptTyped } from '@/shared/ui/field/use-adopt-typed';
import { Page } from '@/shared/ui/page/page';
import type { PlanChoice } from '../api/auth-requests';
import { completeSignup, flowMessage, googleSignUp } from '../api/flows';
import { GOOGLE_FAILED, GOOGLE_UNAVAILABLE } from '../model/messages';
import {
  AccountStepSchema,
  AgreementStepSchema,
  EMPTY_SIGNUP_FORM,
  PersonalStepSchema,
  STEP_FIELDS,
  type SignupForm,
} from '../model/schemas';
import { AccountStep } from '../ui/signup/account-step';
import { PersonalStep } from '../ui/signup/personal-step';
import { ProgramStep } from '../ui/signup/program-step';
import { SubmitErrorStep, ThankYouStep } from '../ui/signup/result-step';
import { useEmailCheck } from '../ui/use-email-check';
import styles from '../ui/auth.module.css';

export type SignupStep = 0 | 1 | 2 | 3;

const STEP_NAMES = ['Account', 'Personal information', 'Program and agreement', 'Done'] as const;

const STEP_RESOLVERS = [
  zodResolver(AccountStepSchema),
  zodResolver(PersonalStepSchema),
  zodResolver(AgreementStepSchema),
] as unknown as Resolver<SignupForm>[];

function toPlanChoice(plan: PlanSelection | null): PlanChoice {
  return { selected_plan: plan?.basePlan ?? null, premium_features: plan?.premiumFeatures ?? [] };
}

/** /signup: the four steps 0-3 of spec section 4, one form kept across them. */
export default function SignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<SignupStep>(0);
  const [viaIdentity, setViaIdentity] = useState(false);
  const [identityProblem, setIdentityProblem] = useState<string | null>(null);
  const [plan] = useState(readPlanSelection);

  // Each step validates only its own fields; the resolver reads the current step.
  const stepRef = useRef<SignupStep>(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  const form = useForm<SignupForm>({
    mode: 'onTouched',
    defaultValues: EMPTY_SIGNUP_FORM,
    resolver: (values, context, options) =>
      (STEP_RESOLVERS[Math.min(stepRef.current, 2)] as Resolver<SignupForm>)(
        values,
        context,
        options,
      ),
  });
  const emailCheck = useEmailCheck(useWatch({ control: form.control, name: 'email' }));
  // What was typed before the pre-rendered page hydrated reaches the checks (Next, the meter).
  useAdoptTyped(form);

  const submit = useMutation({
    mutationFn: (values: SignupForm) => completeSignup(values, toPlanChoice(plan)),
    onSettled: () => setStep(3),
  });
  const identity = useMutation({
    mutationFn: (idToken: string) => googleSignUp(idToken, toPlanChoice(plan)),
    onSuccess: ({ created }) => {
      if (created) {
        setViaIdentity(true);
        setStep(2);
      } else {
        navigate('/portal', { replace: true });
      }
    },
  });

  const goTo = (next: SignupStep) => {
    stepRef.current = next;
    setStep(next);
  };

  const nextFromAccount = async () => {
    const status =
      emailCheck.status === 'unchecked'
        ? await emailCheck.check(form.getValues('email'))
        : emailCheck.status;
    if (status !== 'available') return;
    if (await form.trigger(STEP_FIELDS[0])) goTo(1);
  };

  const nextFromPersonal = async () => {
    if (await form.trigger(STEP_FIELDS[1])) goTo(2);
  };

  const submitProgram = async () => {
    if (!(await form.trigger(STEP_FIELDS[2]))) return;
    if (viaIdentity) {
      navigate('/portal', { replace: true });
      return;
    }
    submit.mutate(form.getValues());
  };

  const identityError = identity.isError
    ? flowMessage(identity.error, GOOGLE_FAILED)
    : identityProblem;

  return (
    <Page title="Create your account" width="narrow">
      <ol className={styles.steps} aria-label="Sign-up steps">
        {STEP_NAMES.map((name, index) => (
          <li
            key={name}
            className={`${styles.step} ${index < step ? styles.stepDone : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            {index < step ? <span aria-hidden="true">✓ </span> : null}
            {index + 1}. {name}
            {index < step ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <Card>
        <form
          method="dialog"
          noValidate
          aria-label={STEP_NAMES[step]}
          onSubmit={(event) => event.preventDefault()}
        >
          {step === 0 ? (
            <AccountStep
              form={form}
              emailCheck={emailCheck}
              onNext={() => void nextFromAccount()}
              identity={{
                busy: identity.isPending,
                error: identityError,
                onCredential: (idToken) => {
                  setIdentityProblem(null);
                  identity.mutate(idToken);
                },
                onError: () => setIdentityProblem(GOOGLE_FAILED),
                onUnavailable: () => setIdentityProblem(GOOGLE_UNAVAILABLE),
              }}
            />
          ) : null}
          {step === 1 ? (
            <PersonalStep
              form={form}
              onBack={() => goTo(0)}
              onNext={() => void nextFromPersonal()}
            />
          ) : null}
          {step === 2 ? (
            <ProgramStep
              form={form}
              plan={plan}
              busy={submit.isPending}
              onBack={viaIdentity ? null : () => goTo(1)}
              onSubmit={() => void submitProgram()}
            />
          ) : null}
          {step === 3 && submit.isSuccess ? (
            <ThankYouStep firstName={form.getValues('firstName').trim()} />
          ) : null}
          {step === 3 && submit.isError ? (
            <SubmitErrorStep
              onRetry={() => {
                submit.reset();
                goTo(2);
              }}
            />
          ) : null}
        </form>
        {step === 0 ? (
          <p className={styles.footerText}>
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
        ) : null}
      </Card>
    </Page>
  );
}
