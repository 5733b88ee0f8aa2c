/**
 * The one route table (spec section 2). Every page is loaded lazily so a visitor of `/` never
 * downloads portal or admin code; `load` is also used to preload the page a link points at
 * (preload-first-page.ts).
 */
import type { ComponentType } from 'react';
import type { FirstReads } from '@/shared/api/first-reads';

type PageModule = { default: ComponentType; firstReads?: FirstReads };

export type Shell = 'site' | 'portal' | 'admin';

export interface AppRoute {
  path: string;
  /** The page's module in its feature's `pages/`: its default export, and what it reads first if any. */
  load: () => Promise<PageModule>;
  shell: Shell;
  /** Needs the data layer (react-query and toasts), loaded with the page. */
  data: boolean;
  /**
   * A pre-rendered page that does nothing useful without the app (a form, a builder): with
   * scripts off it says so (SiteLayout) instead of offering controls that cannot work.
   */
  needsScript?: true;
}

type Options = { data?: boolean; needsScript?: true };

const site = (path: string, load: AppRoute['load'], options: Options = {}): AppRoute => ({
  path,
  load,
  shell: 'site',
  data: options.data ?? false,
  ...(options.needsScript ? { needsScript: true } : {}),
});
const portal = (path: string, load: AppRoute['load']): AppRoute => ({
  path,
  load,
  shell: 'portal',
  data: true,
});
const admin = (path: string, load: AppRoute['load']): AppRoute => ({
  path,
  load,
  shell: 'admin',
  data: true,
});

/** A pre-rendered form that talks to the API. */
const FORM = { data: true, needsScript: true } as const;
/** A pre-rendered tool that works in the browser alone. */
const TOOL = { needsScript: true } as const;

const myHome = () => import('@/features/my-home/pages/my-home-page');

/** The layouts of the pages that talk to the API, loaded with their first page. */
export const LAYOUTS: Record<'data' | Exclude<Shell, 'site'>, () => Promise<PageModule>> = {
  data: () => import('./data-layout'),
  portal: () => import('./portal/portal-layout'),
  admin: () => import('./admin-layout'),
};

/**
 * Every page is a module of its feature's `pages/` segment, loaded the same way: its default export
 * is the page; a signed-in page may export its `firstReads` too.
 */
export const ROUTES: readonly AppRoute[] = [
  site('/', () => import('@/features/content/pages/home-page')),
  site('/login', () => import('@/features/auth/pages/login-page'), FORM),
  site('/signup', () => import('@/features/auth/pages/signup-page'), FORM),
  site('/forgot-password', () => import('@/features/account/pages/forgot-password-page'), FORM),
  site('/reset-password', () => import('@/features/account/pages/reset-password-page'), FORM),
  site('/confirm-email', () => import('@/features/account/pages/confirm-email-page'), FORM),
  site('/account-deleted', () => import('@/features/account/pages/account-deleted-page')),
  site('/understanding-credit', () => import('@/features/content/pages/understanding-credit-page')),
  site(
    '/understanding-options',
    () => import('@/features/content/pages/understanding-options-page'),
  ),
  site(
    '/debt-settlement-companies',
    () => import('@/features/content/pages/debt-settlement-companies-page'),
  ),
  site('/timelines', () => import('@/features/content/pages/timelines-page')),
  site('/financial-plan', () => import('@/features/content/pages/financial-plan-page')),
  site('/training-preparation', () => import('@/features/content/pages/training-preparation-page')),
  site('/agent-support', () => import('@/features/content/pages/agent-support-page')),
  site(
    '/earnings-calculator',
    () => import('@/features/calculator/pages/earnings-calculator-page'),
    TOOL,
  ),
  site(
    '/build-a-subscription',
    () => import('@/features/plan-builder/pages/build-subscription-page'),
    TOOL,
  ),
  site('/interest', () => import('@/features/plan-builder/pages/interest-page'), FORM),
  site('/coming-soon', () => import('@/features/content/pages/coming-soon-page')),
  site('/terms-and-conditions', () => import('@/features/content/pages/terms-and-conditions-page')),
  site('/contact-us', () => import('@/features/content/pages/contact-us-page')),
  site('/about', () => import('@/features/content/pages/about-page')),

  portal('/portal', myHome),
  portal('/portal/my-home', myHome),
  portal(
    '/portal/connect-accounts',
    () => import('@/features/enrollment/pages/connect-accounts-page'),
  ),
  portal('/portal/email', () => import('@/features/email/pages/email-page')),
  portal('/portal/take-action', () => import('@/features/timeline/pages/take-action-page')),
  portal(
    '/portal/take-action/options',
    () => import('@/features/content/pages/portal-debt-options-page'),
  ),
  portal(
    '/portal/take-action/credit',
    () => import('@/features/content/pages/portal-understanding-credit-page'),
  ),
  portal(
    '/portal/take-action/negotiate',
    () => import('@/features/content/pages/portal-how-to-negotiate-page'),
  ),
  portal('/portal/practice', () => import('@/features/practice/pages/practice-page')),
  portal(
    '/portal/take-action/debts/:id',
    () => import('@/features/settlement/pages/settlement-page'),
  ),
  portal(
    '/portal/manage-enrollment',
    () => import('@/features/enrollment/pages/manage-enrollment-page'),
  ),
  portal('/portal/account', () => import('@/features/account/pages/account-settings-page')),

  admin('/admin', () => import('@/features/admin/pages/admin-overview-page')),
  admin('/admin/users', () => import('@/features/admin/pages/admin-users-page')),
  admin('/admin/analytics', () => import('@/features/admin/pages/admin-analytics-page')),
  admin('/admin/calls', () => import('@/features/admin/pages/admin-calls-page')),
];

/** A path without its trailing slash, and its last segment (where a route's parameter sits). */
function pathAndLast(pathname: string): { path: string; last: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return { path, last: path.slice(path.lastIndexOf('/') + 1) };
}

/**
 * The route for a path, ignoring a trailing slash. A route's last segment may be a parameter
 * (`:id`, the settlement workspace's debt): it fits the path's last segment.
 */
export function findRoute(pathname: string): AppRoute | undefined {
  const { path, last } = pathAndLast(pathname);
  return ROUTES.find((route) => route.path.replace(/:\w+$/, () => last) === path);
}

/** A path's parameters under its route: `{ id }` for the workspace's last segment. */
export function routeParams(route: AppRoute, pathname: string): Record<string, string> {
  const name = /:(\w+)$/.exec(route.path)?.[1];
  return name ? { [name]: decodeURIComponent(pathAndLast(pathname).last) } : {};
}
