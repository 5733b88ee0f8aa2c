import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { clearPlanSelection, readPlanSelection, type PlanSelection } from '@/shared/session';
import { Button } from '@/shared/ui/button/button';
import { Card } from '@/shared/ui/card/card';
import { TextField } from '@/shared/ui/field/text-field';
import { useAdoptTyped } from '@/shared/ui/field/use-adopt-typed';
import { Page } from '@/shared/ui/page/page';
import { useSubmitInterest } from '../api/submit-interest';
import { interestEmailError } from '../model/interest';
import { NoPlanModal } from '../ui/no-plan-modal';
import styles from '../ui/interest.module.css';

/**
 * /interest: leave an email to hear when the product launches, with the chosen plan. Continue is
 * disabled until the email is valid and a plan is saved (spec section 4); the email's message
 * shows when the field is left or Enter is pressed in it, and the 'No Plan Selected' modal opens
 * on arrival without a saved plan and on Enter without one (spec sections 2.2 and 5).
 */
export default function InterestPage() {
  const navigate = useNavigate();
  // An uncontrolled field: an address typed before the page hydrated stays and is read from it.
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  useAdoptTyped(form);
  const emailField = form.register('email');
  // The message shown under the field; once shown it follows every keystroke, so it goes away
  // as soon as the address is valid rather than on the way to Continue (which would move it).
  const [error, setError] = useState<string | null>(null);
  // undefined until read after the first paint, so the pre-rendered page and the hydrated one
  // match (the saved plan lives in the tab's session storage).
  const [plan, setPlan] = useState<PlanSelection | null | undefined>(undefined);
  const [noPlan, setNoPlan] = useState(false);
  const submit = useSubmitInterest();

  useEffect(() => {
    const saved = readPlanSelection();
    setPlan(saved);
    if (!saved) setNoPlan(true);
  }, []);

  const emailError = interestEmailError(email);
  const canContinue = emailError === null && Boolean(plan);

  const send = () => {
    // Read from the form, not this render: Enter may come before the re-render a keystroke causes.
    const typed = form.getValues('email');
    const typedError = interestEmailError(typed);
    setError(typedError);
    if (typedError) return;
    // Read again: the plan may have been chosen in another page of this tab since arrival.
    const saved = readPlanSelection();
    setPlan(saved);
    if (!saved) {
      setNoPlan(true);
      return;
    }
    if (submit.isPending) return;
    // The answer is not read and a failure counts as success (spec section 7).
    submit.mutate(
      { email: typed.trim(), plan: saved },
      {
        onSettled: () => {
          clearPlanSelection();
          void navigate('/coming-soon');
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  // A form whose submit button is disabled is not submitted by Enter, so the field handles it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Page title="Enter your email address to get started" width="narrow">
      <form
        method="dialog"
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label="Get started"
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          required
          {...emailField}
          onChange={(event) => {
            void emailField.onChange(event);
            if (error !== null) setError(interestEmailError(event.target.value));
          }}
          onBlur={(event) => {
            void emailField.onBlur(event);
            setError(emailError);
          }}
          onKeyDown={onKeyDown}
          error={error ?? undefined}
        />
        <Button type="submit" size="lg" busy={submit.isPending} disabled={!canContinue}>
          {submit.isPending ? 'Submitting...' : 'Continue'}
        </Button>
        <p className={styles.legal}>
          By continuing you agree to our <Link to="/terms-and-conditions">Terms of Service</Link>{' '}
          and <Link to="/terms-and-conditions#privacy">Privacy Policy</Link>.
        </p>
      </form>
      <div className={styles.benefits}>
        <Card title="Track Progress" headingLevel={2}>
          <p>
            Follow every debt from first contact to payoff on one timeline, with your targeted
            savings and next step always in view.
          </p>
        </Card>
        <Card title="Expert Support" headingLevel={2}>
          <p>
            Coaching, negotiation practice and an agent who intercepts creditor calls and emails, so
            you never negotiate alone.
          </p>
        </Card>
      </div>
      <NoPlanModal
        open={noPlan}
        onOpenChange={setNoPlan}
        onChoosePlan={() => {
          setNoPlan(false);
          void navigate('/build-a-subscription');
        }}
      />
    </Page>
  );
}
