/** The mock backend for Vitest and Storybook's portable stories. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
