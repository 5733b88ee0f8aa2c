import { PRACTICE_IN_EVERY_SUBSCRIPTION } from '@/features/enrollment';
import { formatMonthly } from '@/shared/lib/money';
import {
  BASE_PLAN_INFO,
  PREMIUM_FEATURES,
  PREMIUM_FEATURE_INFO,
  type PremiumFeature,
} from '@/shared/lib/plans';
import { Switch } from '@/shared/ui/switch/switch';
import { plansIncluding } from '../model/builder';
import styles from './build-subscription.module.css';

const DESCRIPTIONS: Record<PremiumFeature, string> = {
  monitoring: 'We watch your accounts and credit report and tell you when something changes.',
  intercept:
    'Creditor calls and emails go to your agent: weekly summaries, urgent messages forwarded.',
  practice: 'Negotiation simulators with adjustable difficulty and tips after every session.',
  assistance:
    'Live voice coaching on your calls: an agent or AI whispers suggestions the creditor never hears.',
};

interface PremiumFeaturesProps {
  selected: readonly PremiumFeature[];
  onToggle: (feature: PremiumFeature, on: boolean) => void;
}

/** The 'Add premium features' panel: four independent toggles with their monthly prices. */
export function PremiumFeatures({ selected, onToggle }: PremiumFeaturesProps) {
  return (
    <section className={styles.features} aria-labelledby="premium-features-title">
      <h2 id="premium-features-title" className={styles.featuresTitle}>
        Add premium features
      </h2>
      {PREMIUM_FEATURES.map((feature) => {
        const info = PREMIUM_FEATURE_INFO[feature];
        const includedIn = plansIncluding(feature).map((plan) => BASE_PLAN_INFO[plan].label);
        return (
          <Switch
            key={feature}
            label={`${info.label} (${formatMonthly(info.price)})`}
            description={
              feature === 'practice'
                ? `${DESCRIPTIONS[feature]} ${PRACTICE_IN_EVERY_SUBSCRIPTION}`
                : `${DESCRIPTIONS[feature]} Included in ${includedIn.join(' and ')}.`
            }
            checked={selected.includes(feature)}
            onCheckedChange={(on) => onToggle(feature, on)}
          />
        );
      })}
    </section>
  );
}
