import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clearPlanSelection, readPlanSelection } from '@/shared/session';
import { Button } from '@/shared/ui/button/button';
import { Card } from '@/shared/ui/card/card';
import { TextField } from '@/shared/ui/field/text-field';
import { Page } from '@/shared/ui/page/page';
import { useSubmitInterest } from '../api/submit-interest';
import { interestEmailError } from '../model/interest';
import { NoPlanModal } from './no-plan-modal';
import styles from './interest.module.css';

/** /interest: leave an email to hear when the product launches, with the chosen plan. */
export function InterestPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noPlan, setNoPlan] = useState(false);
  const submit = useSubmitInterest();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = interestEmailError(email);
    setError(message);
    if (message) return;
    const plan = readPlanSelection();
    if (!plan) {
      setNoPlan(true);
      return;
    }
    // The answer is not read and a failure counts as success (spec section 7).
    submit.mutate(
      { email: email.trim(), plan },
      {
        onSettled: () => {
          clearPlanSelection();
          void navigate('/coming-soon');
        },
      },
    );
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
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" size="lg" busy={submit.isPending}>
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
