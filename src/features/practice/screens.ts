/**
 * Practice negotiations: the screens and parts only the pages layer (src/pages) mounts. They stay out of
 * the index, which other features and the first screens import, so loading the index (in the
 * development server and the tests, where nothing is tree-shaken) never brings them along.
 */
export { practiceHistoryQuery } from './api/practice.queries';
export { usePlayPractice, useStartPractice } from './api/use-practice-mutations';
export { PracticeConversation } from './ui/practice-conversation';
export { PracticeHistory } from './ui/practice-history';
export { PracticeResult } from './ui/practice-result';
export { PracticeSetup } from './ui/practice-setup';
export { PracticeTranscript } from './ui/practice-transcript';
