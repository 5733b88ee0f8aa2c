import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/shared/ui';
import type { PayoffProjectionProps } from './payoff-projection';

const PayoffProjection = lazy(() => import('./payoff-projection'));

/**
 * The payoff projection as its own chunk, loaded after My Home's first screen, so the chart costs
 * that screen nothing.
 */
export function LazyPayoffProjection(props: PayoffProjectionProps) {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the payoff projection" />}>
      <PayoffProjection {...props} />
    </Suspense>
  );
}
