/**
 * Letters and the collector rules (issue 28). The section is its own chunk: the page that shows
 * a debt's details mounts `LazyLettersSection` with the tradeline.
 */
export { LazyLettersSection } from './ui/letters-section-lazy';
export type { LettersSectionProps } from './ui/letters-section';
