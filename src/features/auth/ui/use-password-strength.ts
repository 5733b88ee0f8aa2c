import { useEffect, useState } from 'react';
import type { StrengthScore } from '../model/password';
import { loadStrengthEstimator, type StrengthEstimator } from '../model/strength';

/**
 * The zxcvbn score of the password, or null while the estimator loads: the load starts with the
 * first keystroke, never before (the sign-up page only).
 */
export function usePasswordStrength(
  password: string,
  userInputs: string[] = [],
): StrengthScore | null {
  const [estimate, setEstimate] = useState<StrengthEstimator | null>(null);
  const wanted = password !== '';
  useEffect(() => {
    if (!wanted || estimate) return;
    let live = true;
    loadStrengthEstimator().then(
      (loaded) => {
        if (live) setEstimate(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, estimate]);
  if (!wanted || !estimate) return null;
  return estimate(password, userInputs);
}
