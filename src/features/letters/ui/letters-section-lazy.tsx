import { lazy, Suspense } from 'react';
import { LoadingBlock } from '@/shared/ui';
import type { LettersSectionProps } from './letters-section';

const LettersSection = lazy(() => import('./letters-section'));

/** The letters section as its own chunk, loaded where a debt's details show it. */
export function LazyLettersSection(props: LettersSectionProps) {
  return (
    <Suspense fallback={<LoadingBlock label="Loading the letters" lines={4} />}>
      <LettersSection {...props} />
    </Suspense>
  );
}
