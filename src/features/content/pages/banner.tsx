import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/shared/ui/button/button';
import styles from './home.module.css';

/** Each banner step shows for 3 seconds (spec section 9). */
export const BANNER_STEP_MS = 3000;

export const BANNER_MESSAGES = [
  'Buried in credit-card debt?',
  'You can settle it yourself.',
] as const;

export type BannerStep = 0 | 1 | 2;

interface BannerProps {
  /** Starts at a given step, for stories; the timers still run from there. */
  initialStep?: BannerStep;
}

/**
 * The home banner: a first message, after 3 s a second one, after 3 more s an intro with a join
 * button. The box keeps its height so nothing below it moves.
 */
export function Banner({ initialStep = 0 }: BannerProps) {
  const [step, setStep] = useState<BannerStep>(initialStep);

  useEffect(() => {
    if (step === 2) return;
    const timer = setTimeout(() => setStep((step + 1) as BannerStep), BANNER_STEP_MS);
    return () => clearTimeout(timer);
  }, [step]);

  return (
    <div className={styles.banner} aria-live="polite" data-step={step}>
      {step < 2 ? (
        <p key={step} className={styles.bannerMessage}>
          {BANNER_MESSAGES[step as 0 | 1]}
        </p>
      ) : (
        <div className={styles.bannerIntro}>
          <p className={styles.bannerText}>
            Get a personal plan, negotiation training and an agent at your side, and keep the fees a
            settlement company would charge.
          </p>
          <Link
            to="/build-a-subscription"
            className={buttonClassName('secondary', 'lg', styles.join)}
          >
            Join now
          </Link>
        </div>
      )}
    </div>
  );
}
