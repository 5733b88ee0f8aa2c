import { useEffect, useRef } from 'react';
import { formatMonthly } from '@/shared/lib/money';
import {
  BASE_PLANS,
  BASE_PLAN_INFO,
  PREMIUM_FEATURE_INFO,
  type BasePlan,
} from '@/shared/lib/plans';
import styles from './build-subscription.module.css';

const SUMMARIES: Record<BasePlan, string> = {
  basic: 'Your financial plan, the earnings calculator and the education library.',
  upgrade: 'The Basic plus account monitoring and communication intercept.',
  works: 'Everything: monitoring, intercept, practice negotiations and live assistance.',
};

interface PlanTilesProps {
  selected: BasePlan | null;
  onSelect: (plan: BasePlan) => void;
}

/** The three base plans as one radio group drawn as tiles. */
export function PlanTiles({ selected, onSelect }: PlanTilesProps) {
  const tiles = useRef<HTMLFieldSetElement>(null);
  // A plan chosen before the pre-rendered page hydrated is ticked in the DOM only: take it from
  // there (src/app/early-interactions.ts). Once, at mount: later choices come through onChange.
  useEffect(() => {
    const ticked = tiles.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const plan = BASE_PLANS.find((name) => name === ticked);
    if (plan && plan !== selected) onSelect(plan);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the page hydrates
  }, []);
  return (
    <fieldset ref={tiles} className={styles.tiles}>
      <legend className="visually-hidden">Base plan</legend>
      {BASE_PLANS.map((plan) => {
        const info = BASE_PLAN_INFO[plan];
        return (
          <label
            key={plan}
            className={`${styles.tile} ${selected === plan ? styles.tileSelected : ''}`}
          >
            <input
              type="radio"
              name="basePlan"
              value={plan}
              checked={selected === plan}
              onChange={() => onSelect(plan)}
              className={styles.radio}
            />
            <span className={styles.tileName}>{info.label}</span>
            <span className={styles.tilePrice}>{formatMonthly(info.price)}</span>
            <span className={styles.tileText}>{SUMMARIES[plan]}</span>
            {info.included.length > 0 ? (
              <span className={styles.tileText}>
                Includes{' '}
                {info.included.map((feature) => PREMIUM_FEATURE_INFO[feature].label).join(', ')}.
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
