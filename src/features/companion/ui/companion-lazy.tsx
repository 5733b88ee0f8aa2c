import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/shared/ui';
import type { CompanionPanelProps } from './companion-panel';

const CompanionPanel = lazy(() => import('./companion-panel'));

/** The call companion as its own chunk, loaded when a debt's 'Call companion' opens it. */
export function LazyCompanion(props: CompanionPanelProps) {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the call companion" lines={4} />}>
      <CompanionPanel {...props} />
    </Suspense>
  );
}
