import type { RequestHandler } from 'msw';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { callHandlers } from './calls';
import { emailHandlers } from './email';
import { enrollmentHandlers, stripeStandInHandlers } from './enrollment';
import { planBuilderHandlers } from './plan-builder';
import { profileHandlers } from './profile';
import { lettersHandlers } from './letters';
import { practiceHandlers } from './practice';
import { settlementHandlers } from './settlement';
import { methodNotAllowedHandler } from './route';
import { timelineHandlers } from './timeline';
import { tradelineHandlers } from './tradelines';

/** Handlers for calls outside the API contract (what Stripe.js does in the browser). */
export const standInHandlers: RequestHandler[] = [...stripeStandInHandlers];

/** Every endpoint of every contract: the one handler set of the browser, Vitest and Storybook. */
export const handlers: RequestHandler[] = [
  ...standInHandlers,
  ...authHandlers,
  ...planBuilderHandlers,
  ...profileHandlers,
  ...tradelineHandlers,
  ...timelineHandlers,
  ...enrollmentHandlers,
  ...emailHandlers,
  ...adminHandlers,
  ...callHandlers,
  ...practiceHandlers,
  ...lettersHandlers,
  ...settlementHandlers,
  // Last: a known path with an undeclared method (405), or an unknown API path (404).
  methodNotAllowedHandler,
];

/** Handlers that are not one contract endpoint each. */
export const nonContractHandlers: RequestHandler[] = [...standInHandlers, methodNotAllowedHandler];
