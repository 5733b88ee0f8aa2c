/**
 * The one route table (spec section 2). Every page is loaded lazily so a visitor of `/` never
 * downloads portal or admin code; `load` is also used to preload the page a link points at.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * What a signed-in page or layout reads first: one prefetch per query, started at boot (see
 * preload-first-page.ts) so the data loads with the page's code instead of after it.
 */
export type FirstReads = (client: QueryClient, userId: string) => readonly (() => Promise<void>)[];

type PageModule = { default: ComponentType; firstReads?: FirstReads };

export type Shell = 'site' | 'portal' | 'admin';

export interface AppRoute {
  path: string;
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

const named =
  <M, K extends keyof M>(loader: () => Promise<M>, key: K) =>
  async (): Promise<PageModule> => ({ default: (await loader())[key] as ComponentType });

const site = (path: string, load: AppRoute['load'], data = false): AppRoute => ({
  path,
  load,
  shell: 'site',
  data,
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

const myHome = () => import('./portal/my-home-page');

/** The layouts of the pages that talk to the API, loaded with their first page. */
export const LAYOUTS: Record<'data' | Exclude<Shell, 'site'>, () => Promise<PageModule>> = {
  data: () => import('./data-layout'),
  portal: () => import('./portal/portal-layout'),
  admin: () => import('./admin-layout'),
};

export const ROUTES: readonly AppRoute[] = [
  site('/', () => import('@/pages/home/home-page')),
  {
    ...site(
      '/login',
      named(() => import('@/features/auth'), 'LoginPage'),
      true,
    ),
    needsScript: true,
  },
  {
    ...site(
      '/signup',
      named(() => import('@/features/auth'), 'SignupPage'),
      true,
    ),
    needsScript: true,
  },
  {
    ...site(
      '/forgot-password',
      named(() => import('@/features/account'), 'ForgotPasswordPage'),
      true,
    ),
    needsScript: true,
  },
  {
    ...site(
      '/reset-password',
      named(() => import('@/features/account'), 'ResetPasswordPage'),
      true,
    ),
    needsScript: true,
  },
  {
    ...site(
      '/confirm-email',
      named(() => import('@/features/account'), 'ConfirmEmailPage'),
      true,
    ),
    needsScript: true,
  },
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
  {
    ...site(
      '/earnings-calculator',
      named(() => import('@/features/calculator'), 'EarningsCalculatorPage'),
    ),
    needsScript: true,
  },
  {
    ...site(
      '/build-a-subscription',
      named(() => import('@/features/plan-builder'), 'BuildSubscriptionPage'),
    ),
    needsScript: true,
  },
  {
    ...site(
      '/interest',
      named(() => import('@/features/plan-builder'), 'InterestPage'),
      true,
    ),
    needsScript: true,
  },
  site('/coming-soon', () => import('@/pages/coming-soon/coming-soon-page')),
  site(
    '/terms-and-conditions',
    () => import('@/pages/terms-and-conditions/terms-and-conditions-page'),
  ),
  site('/contact-us', () => import('@/pages/contact-us/contact-us-page')),
  site('/about', () => import('@/pages/about/about-page')),

  portal('/portal', myHome),
  portal('/portal/my-home', myHome),
  portal('/portal/connect-accounts', () =>
    import('@/features/enrollment').then((feature) => feature.loadConnectAccountsPage()),
  ),
  portal(
    '/portal/email',
    named(() => import('@/features/email'), 'EmailPage'),
  ),
  portal(
    '/portal/take-action',
    named(() => import('@/features/timeline/pages/take-action-page'), 'TakeActionPage'),
  ),
  portal('/portal/take-action/options', () => import('@/pages/portal-education/debt-options-page')),
  portal(
    '/portal/take-action/credit',
    () => import('@/pages/portal-education/understanding-credit-page'),
  ),
  portal(
    '/portal/take-action/negotiate',
    () => import('@/pages/portal-education/how-to-negotiate-page'),
  ),
  portal(
    '/portal/practice',
    named(() => import('@/features/practice/pages/practice-page'), 'PracticePage'),
  ),
  portal(
    '/portal/take-action/debts/:id',
    named(() => import('@/features/settlement/pages/settlement-page'), 'SettlementPage'),
  ),
  portal('/portal/manage-enrollment', () =>
    import('@/features/enrollment').then((feature) => feature.loadManageEnrollmentPage()),
  ),
  portal(
    '/portal/account',
    named(() => import('@/features/account'), 'AccountSettingsPage'),
  ),

  admin(
    '/admin',
    named(() => import('@/features/admin'), 'AdminOverviewPage'),
  ),
  admin(
    '/admin/users',
    named(() => import('@/features/admin'), 'AdminUsersPage'),
  ),
  admin(
    '/admin/analytics',
    named(() => import('@/features/admin'), 'AdminAnalyticsPage'),
  ),
  admin(
    '/admin/calls',
    named(() => import('@/features/admin'), 'AdminCallsPage'),
  ),
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
