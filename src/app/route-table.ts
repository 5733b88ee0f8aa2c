/**
 * The one route table (spec section 2). Every page is loaded lazily so a visitor of `/` never
 * downloads portal or admin code; `load` is also used to preload the page a link points at.
 */
import type { ComponentType } from 'react';
import type { FirstReads } from '@/shared/api/first-reads';

type PageModule = { default: ComponentType; firstReads?: FirstReads };

export type Shell = 'site' | 'portal' | 'admin';

export interface AppRoute {
  path: string;
  /** The page's module under src/pages: its default export, and what it reads first if any. */
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

const myHome = () => import('@/pages/portal/my-home/my-home-page');

/** The layouts of the pages that talk to the API, loaded with their first page. */
export const LAYOUTS: Record<'data' | Exclude<Shell, 'site'>, () => Promise<PageModule>> = {
  data: () => import('./data-layout'),
  portal: () => import('./portal/portal-layout'),
  admin: () => import('./admin-layout'),
};

/**
 * Every page is a module of the pages layer (src/pages), loaded the same way: its default export
 * is the page; a signed-in page may export its `firstReads` too.
 */
export const ROUTES: readonly AppRoute[] = [
  site('/', () => import('@/pages/home/home-page')),
  site('/login', () => import('@/pages/login/login-page'), FORM),
  site('/signup', () => import('@/pages/signup/signup-page'), FORM),
  site('/forgot-password', () => import('@/pages/forgot-password/forgot-password-page'), FORM),
  site('/reset-password', () => import('@/pages/reset-password/reset-password-page'), FORM),
  site('/confirm-email', () => import('@/pages/confirm-email/confirm-email-page'), FORM),
  site('/account-deleted', () => import('@/pages/account-deleted/account-deleted-page')),
  site(
    '/understanding-credit',
    () => import('@/pages/understanding-credit/understanding-credit-page'),
  ),
  site(
    '/understanding-options',
    () => import('@/pages/understanding-options/understanding-options-page'),
  ),
  site(
    '/debt-settlement-companies',
    () => import('@/pages/debt-settlement-companies/debt-settlement-companies-page'),
  ),
  site('/timelines', () => import('@/pages/timelines/timelines-page')),
  site('/financial-plan', () => import('@/pages/financial-plan/financial-plan-page')),
  site(
    '/training-preparation',
    () => import('@/pages/training-preparation/training-preparation-page'),
  ),
  site('/agent-support', () => import('@/pages/agent-support/agent-support-page')),
  site(
    '/earnings-calculator',
    () => import('@/pages/earnings-calculator/earnings-calculator-page'),
    TOOL,
  ),
  site(
    '/build-a-subscription',
    () => import('@/pages/build-a-subscription/build-a-subscription-page'),
    TOOL,
  ),
  site('/interest', () => import('@/pages/interest/interest-page'), FORM),
  site('/coming-soon', () => import('@/pages/coming-soon/coming-soon-page')),
  site(
    '/terms-and-conditions',
    () => import('@/pages/terms-and-conditions/terms-and-conditions-page'),
  ),
  site('/contact-us', () => import('@/pages/contact-us/contact-us-page')),
  site('/about', () => import('@/pages/about/about-page')),

  portal('/portal', myHome),
  portal('/portal/my-home', myHome),
  portal('/portal/connect-accounts', () => import('@/pages/portal/connect-accounts-page')),
  portal('/portal/email', () => import('@/pages/portal/email-page')),
  portal('/portal/take-action', () => import('@/pages/portal/take-action/take-action-page')),
  portal('/portal/take-action/options', () => import('@/pages/portal-education/debt-options-page')),
  portal(
    '/portal/take-action/credit',
    () => import('@/pages/portal-education/understanding-credit-page'),
  ),
  portal(
    '/portal/take-action/negotiate',
    () => import('@/pages/portal-education/how-to-negotiate-page'),
  ),
  portal('/portal/practice', () => import('@/pages/portal/practice/practice-page')),
  portal('/portal/take-action/debts/:id', () => import('@/pages/portal/debt-workspace-page')),
  portal('/portal/manage-enrollment', () => import('@/pages/portal/manage-enrollment-page')),
  portal('/portal/account', () => import('@/pages/portal/account-page')),

  admin('/admin', () => import('@/pages/admin/overview-page')),
  admin('/admin/users', () => import('@/pages/admin/users-page')),
  admin('/admin/analytics', () => import('@/pages/admin/analytics-page')),
  admin('/admin/calls', () => import('@/pages/admin/calls-page')),
];

/**
 * The route for a path, ignoring a trailing slash. A route's last segment may be a parameter
 * (`:id`, the settlement workspace's debt): it fits the path's last segment.
 */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return ROUTES.find((route) => route.path.replace(/:\w+$/, () => last) === path);
}

/** Starts downloading a page's code, for example when a link is hovered. */
export function preloadRoute(pathname: string): void {
  void findRoute(pathname)
    ?.load()
    .catch(() => undefined);
}
