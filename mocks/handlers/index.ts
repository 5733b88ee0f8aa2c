import type { RequestHandler } from 'msw';

/** Every endpoint of every contract; filled by the contracts work. */
export const handlers: RequestHandler[] = [];
