import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PreloadLink, PreloadNavLink } from '@/shared/ui/link/preload-link';
import { programQuery } from '@/features/enrollment';
import { accountQuery } from '@/features/profile';
import { setDisplayTimeZone } from '@/shared/lib/dates';
import { useSession } from '@/shared/session';
import { PORTAL_MENU, welcomeHeading, type PortalMenuEntry } from './portal-menu';
import type { FirstReads } from '@/shared/api/first-reads';
import styles from './portal-layout.module.css';

/** Loaded only for an account whose email is not verified yet (issue 29). */
const VerifyEmailBanner = lazy(async () => ({
  default: (await import('@/features/account')).VerifyEmailBanner,
}));

/**
 * The program decides whether 'View my email' shows; the account gives the time zone the
 * section's times are shown in.
 */
export const firstReads: FirstReads = (client, userId) => [
  () => client.prefetchQuery(programQuery(userId)),
  () => client.prefetchQuery(accountQuery(userId)),
];

/**
 * The signed-in shell: the welcome heading, the section menu and the open section. It loads the
 * user's program, so 'View my email' shows exactly when the program has email_opt_in.
 */
export default function PortalLayout() {
  const user = useSession();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const program = useQuery({
    ...programQuery(user?.user_id ?? ''),
    enabled: Boolean(user?.user_id),
  });
  const emailOptIn = program.data?.email_opt_in === true;
  // My Home reads the account anyway (its Profile box): the flag costs no request there.
  const account = useQuery({
    ...accountQuery(user?.user_id ?? ''),
    enabled: Boolean(user?.user_id),
  });
  const unverified = account.data?.email_verified === false ? account.data.email : null;
  // Instants on every portal screen show in the user's zone (the one reminders use); set while
  // rendering so the section below, rendered after this shell, already reads it. The account is
  // a first read of this shell, so it is known before the section first renders. (Remounting
  // the section when it came later would run its effects twice: My Home's default profile.)
  setDisplayTimeZone(account.data?.time_zone);
  useEffect(() => () => setDisplayTimeZone(undefined), []);

  // The mobile menu closes after a choice, also when the choice is the open section.
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = () => setMenuOpen(false);

  const entries = PORTAL_MENU.filter((entry) => !entry.needsEmailOptIn || emailOptIn);

  return (
    <div className={styles.portal}>
      <h1 className={styles.welcome}>{welcomeHeading(user?.username)}</h1>
      <div className={styles.columns}>
        <nav aria-label="Portal" className={styles.nav}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.burger} aria-hidden="true" />
            Portal menu
          </button>
          <ul id={menuId} className={styles.menu} data-open={menuOpen || undefined}>
            {entries.map((entry) => (
              <MenuEntry key={entry.to} entry={entry} pathname={pathname} onChoose={closeMenu} />
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {unverified ? (
            <Suspense fallback={null}>
              <div className={styles.banner}>
                <VerifyEmailBanner email={unverified} />
              </div>
            </Suspense>
          ) : null}
          <Outlet />
        </div>
      </div>
    </div>
  );
}

interface MenuEntryProps {
  entry: PortalMenuEntry;
  pathname: string;
  onChoose: () => void;
}

function MenuEntry({ entry, pathname, onChoose }: MenuEntryProps) {
  const inside = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  const [expanded, setExpanded] = useState(inside);
  const submenuId = useId();

  useEffect(() => {
    if (inside) setExpanded(true);
  }, [inside]);

  if (!entry.children) {
    // My Home is also the portal's default section at /portal itself.
    const active =
      pathname === entry.to || (entry.to === '/portal/my-home' && pathname === '/portal');
    return (
      <li>
        <PreloadLink
          to={entry.to}
          className={styles.link}
          aria-current={active ? 'page' : undefined}
          onClick={onChoose}
        >
          {entry.label}
        </PreloadLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={expanded}
        aria-controls={submenuId}
        onClick={() => setExpanded((open) => !open)}
      >
        {entry.label}
      </button>
      <ul id={submenuId} className={styles.submenu} hidden={!expanded}>
        {entry.children.map((child) => (
          <li key={child.to}>
            <PreloadNavLink to={child.to} className={styles.link} end onClick={onChoose}>
              {child.label}
            </PreloadNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
