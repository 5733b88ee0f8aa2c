/**
 * The call companion: coaching on the user's screen during their own call with a creditor. A
 * page shows a debt's `Call companion` control and mounts `LazyCompanion` beside it; the panel
 * and its rules load only then.
 */
export { LazyCompanion } from './ui/companion-lazy';
export { COMPANION_PARAM, useCallCompanion } from './ui/use-call-companion';
export { companionCallsQuery, companionKeys } from './api/companion.queries';
export type { CompanionPanelProps } from './ui/companion-panel';
