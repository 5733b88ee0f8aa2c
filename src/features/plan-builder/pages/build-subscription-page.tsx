import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PRICE_DIFFERENCE_SENTENCE,
  planBecomesSentence,
  planBilledMonthly,
} from '@/features/enrollment';
import { formatMonthly } from '@/shared/lib/money';
import {
  BASE_PLAN_INFO,
  PREMIUM_FEATURES,
  PREMIUM_FEATURE_INFO,
  monthlyTotal,
  type BasePlan,
} from '@/shared/lib/plans';
import { readBuilderSelection, readPlanSelection, savePlanSelection } from '@/shared/session';
import { Accordion } from '@/shared/ui/accordion/accordion';
import { Alert } from '@/shared/ui/alert/alert';
import { Button } from '@/shared/ui/button/button';
import { Page } from '@/shared/ui/page/page';
import { PageLinks } from '@/shared/ui/page-links/page-links';
import {
  BUILDER_MESSAGES,
  EMPTY_BUILDER,
  chooseBasePlan,
  toggleFeature,
  type BuilderState,
} from '../model/builder';
import { PlanTiles } from '../ui/plan-tiles';
import { PremiumFeatures } from '../ui/premium-features';
import styles from '../ui/build-subscription.module.css';

/** /build-a-subscription: a base plan, premium features, the monthly total, then sign-up. */
export default function BuildSubscriptionPage() {
  const navigate = useNavigate();
  const [state, setState] = useState<BuilderState>(EMPTY_BUILDER);
  const [error, setError] = useState<string | null>(null);

  // Restored after the first paint so the pre-rendered page and the hydrated one match.
  useEffect(() => {
    const saved = readPlanSelection() ?? readBuilderSelection();
    if (saved) setState({ basePlan: saved.basePlan, premiumFeatures: saved.premiumFeatures });
  }, []);

  const update = (next: BuilderState) => {
    setState(next);
    setError(null);
    if (next.basePlan) savePlanSelection(next.basePlan, next.premiumFeatures);
  };

  const continueTo = (path: string) => () => {
    if (!state.basePlan) {
      setError(BUILDER_MESSAGES.noBasePlan);
      return;
    }
    savePlanSelection(state.basePlan, state.premiumFeatures);
    void navigate(path);
  };

  const total = monthlyTotal(state.basePlan, state.premiumFeatures);
  const billed = state.basePlan
    ? planBilledMonthly({ base_plan: state.basePlan, premium_features: state.premiumFeatures })
    : null;

  return (
    <Page
      title="Build a Subscription"
      lead="Pay only for what you use: pick a base plan, then add or remove premium features. Billed monthly from your bank account; cancel any time in your account settings."
      width="wide"
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <Accordion
            headingLevel={2}
            defaultOpenIndex={0}
            items={[
              {
                title: 'Choose your base plan',
                content: (
                  <PlanTiles
                    selected={state.basePlan}
                    onSelect={(plan: BasePlan) => update(chooseBasePlan(state, plan))}
                  />
                ),
              },
            ]}
          />
          {state.basePlan ? (
            <PremiumFeatures
              selected={state.premiumFeatures}
              onToggle={(feature, on) => update(toggleFeature(state, feature, on))}
            />
          ) : null}
        </div>
        <aside className={styles.summary} aria-label="Your subscription">
          <h2 className={styles.summaryTitle}>Your subscription</h2>
          <p className={styles.planName}>
            {state.basePlan ? BASE_PLAN_INFO[state.basePlan].label : 'No base plan chosen yet'}
          </p>
          {state.premiumFeatures.length > 0 ? (
            <ul className={styles.featureList}>
              {PREMIUM_FEATURES.filter((feature) => state.premiumFeatures.includes(feature)).map(
                (feature) => (
                  <li key={feature}>{PREMIUM_FEATURE_INFO[feature].label}</li>
                ),
              )}
            </ul>
          ) : null}
          <p className={styles.total} aria-live="polite">
            <span>Monthly total</span> <strong>{formatMonthly(total)}</strong>
          </p>
          {billed !== null ? (
            <>
              {/* As prominent as the total: the figure the bank account is debited. */}
              <p className={styles.total} aria-live="polite">
                <span>You will be billed</span> <strong>{formatMonthly(billed)}</strong>
              </p>
              {billed !== total ? <p className={styles.why}>{PRICE_DIFFERENCE_SENTENCE}</p> : null}
            </>
          ) : null}
          {state.basePlan ? (
            <p className={styles.becomes} data-testid="plan-becomes">
              {planBecomesSentence({
                base_plan: state.basePlan,
                premium_features: state.premiumFeatures,
              })}
            </p>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <div className={styles.actions}>
            <Button size="lg" onClick={continueTo('/signup')}>
              Subscribe now!
            </Button>
            <Button variant="secondary" onClick={continueTo('/interest')}>
              Get notified at launch
            </Button>
          </div>
        </aside>
      </div>
      <PageLinks
        back={{ to: '/earnings-calculator', label: 'Earnings Calculator' }}
        forward={{ to: '/', label: 'Home' }}
      />
    </Page>
  );
}
