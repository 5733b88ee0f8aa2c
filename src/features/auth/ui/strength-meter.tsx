import type { CSSProperties } from 'react';
import { DETAILS } from '@/shared/api/details';
import { strengthLabel, type StrengthScore } from '../model/password';
import { MIN_PASSWORD_SCORE } from '../model/strength';
import styles from './auth.module.css';

const COLORS = [
  'var(--color-danger)',
  'var(--color-danger)',
  'var(--color-warning)',
  'var(--color-primary)',
  'var(--color-success)',
];

/**
 * The password strength meter: Very Weak, Weak, Fair, Good or Strong (spec section 5), zxcvbn's
 * score 0 to 4 (`usePasswordStrength`, the user's email counting as easy to guess). Below Good
 * it says, as the server would, that the password is refused.
 */
export function StrengthMeter({ score }: { score: StrengthScore | null }) {
  if (score === null) return null;
  const label = strengthLabel(score);
  const style = { '--meter-color': COLORS[score] } as CSSProperties;
  return (
    <div className={styles.meter} style={style}>
      <span className={styles.meterBar}>
        <span
          className={styles.meterFill}
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={score}
          aria-valuetext={label}
          style={{ width: `${((score + 1) / 5) * 100}%` }}
        />
      </span>
      <span>
        Strength: <strong>{label}</strong>
      </span>
      {score < MIN_PASSWORD_SCORE ? (
        <span className={styles.meterHint}>{DETAILS.passwordGuessable}</span>
      ) : null}
    </div>
  );
}
