/** Portal menu sections and the paths they open (DESIGN decision: one path per section). */
import type { NavLink } from '../layout/nav-links';

export interface PortalMenuEntry extends NavLink {
  children?: readonly NavLink[];
  /** Shown only when the user's program has email_opt_in. */
  needsEmailOptIn?: boolean;
}

export const PORTAL_MENU: readonly PortalMenuEntry[] = [
  { label: 'My Home', to: '/portal/my-home' },
  { label: 'Connect my accounts', to: '/portal/connect-accounts' },
  { label: 'View my email', to: '/portal/email', needsEmailOptIn: true },
  {
    label: 'Take action',
    to: '/portal/take-action',
    children: [
      { label: 'Overview', to: '/portal/take-action' },
      { label: 'Your options', to: '/portal/take-action/options' },
      { label: 'Understanding Credit', to: '/portal/take-action/credit' },
      { label: 'How to negotiate', to: '/portal/take-action/negotiate' },
    ],
  },
  { label: 'Practice negotiation', to: '/portal/practice' },
  { label: 'Manage my enrollment', to: '/portal/manage-enrollment' },
  { label: 'Account settings', to: '/portal/account' },
];

/** The welcome heading: 'Welcome' plus the username, falling back to 'User'. */
export function welcomeHeading(username: string | undefined | null): string {
  const name = username?.trim();
  return `Welcome ${name ? name : 'User'}`;
}
