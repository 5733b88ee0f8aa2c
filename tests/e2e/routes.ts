/** The routes of spec section 2 the browser tests visit, written once. */

/** The footer's eleven links (spec section 2.1), in footer order. */
export const FOOTER_LINKS = [
  '/understanding-credit',
  '/understanding-options',
  '/debt-settlement-companies',
  '/financial-plan',
  '/training-preparation',
  '/agent-support',
  '/earnings-calculator',
  '/build-a-subscription',
  '/terms-and-conditions',
  '/about',
  '/contact-us',
];

/** Every public route of spec section 2.2. */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/understanding-credit',
  '/understanding-options',
  '/debt-settlement-companies',
  '/timelines',
  '/financial-plan',
  '/training-preparation',
  '/agent-support',
  '/earnings-calculator',
  '/build-a-subscription',
  '/interest',
  '/coming-soon',
  '/terms-and-conditions',
  '/contact-us',
  '/about',
];

/** The public pages written as HTML at build time: every one. */
export const PRERENDERED_ROUTES = PUBLIC_ROUTES;

export const PORTAL_ROUTES = [
  '/portal',
  '/portal/my-home',
  '/portal/connect-accounts',
  '/portal/take-action',
  '/portal/manage-enrollment',
  '/portal/email',
  '/portal/practice',
  '/portal/account',
];

export const ADMIN_ROUTES = ['/admin', '/admin/users', '/admin/analytics', '/admin/calls'];
