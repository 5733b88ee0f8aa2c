/** The menus of the navigation bar and the columns of the footer, in one place. */
export interface NavLink {
  to: string;
  label: string;
}

export const SERVICES_MENU: readonly NavLink[] = [
  { to: '/financial-plan', label: 'Financial Plan' },
  { to: '/training-preparation', label: 'Training & Preparation' },
  { to: '/agent-support', label: 'Agent Support' },
  { to: '/earnings-calculator', label: 'Earnings Calculator' },
  { to: '/build-a-subscription', label: 'Build a Subscription' },
];

export const UNDERSTANDING_DEBT_MENU: readonly NavLink[] = [
  { to: '/understanding-credit', label: 'Understanding Credit' },
  { to: '/understanding-options', label: 'Understanding Your Options' },
  { to: '/debt-settlement-companies', label: 'Debt Settlement Companies' },
  { to: '/timelines', label: 'Timelines' },
];

/** The eleven footer links of spec section 2.1, by column: the menus' links but Timelines. */
export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Learn',
    links: UNDERSTANDING_DEBT_MENU.filter((link) => link.to !== '/timelines'),
  },
  { title: 'Services', links: SERVICES_MENU },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/terms-and-conditions', label: 'Terms & Conditions' },
    ],
  },
];
