/** The letters slice's services, for the backends and for other slices' services (the companion). */
export { createContactLog, createLettersService, type LettersStore } from './letters';
