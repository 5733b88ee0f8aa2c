import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { planBuilderHandlers } from './plan-builder';

/** Every endpoint of every contract: the one handler set of the browser, Vitest and Storybook. */
export const handlers: RequestHandler[] = [...authHandlers, ...planBuilderHandlers];
