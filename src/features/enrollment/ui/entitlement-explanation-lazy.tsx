/**
 * The explanation's code (a modal) loads the first time a page that can refuse renders it, so
 * importing this feature's index (My Home does, for the banner) brings no modal onto the
 * portal's first screen. It renders nothing until its code is there.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Explanation = lazy(() =>
  import('./entitlement-explanation').then((module) => ({
    default: module.EntitlementExplanation,
  })),
);

export function EntitlementExplanation(props: ComponentProps<typeof Explanation>) {
  return (
    <Suspense fallback={null}>
      <Explanation {...props} />
    </Suspense>
  );
}
