import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BRAND_NAME } from '@/shared/config/brand';
import { isAuthenticated, useSession } from '@/shared/session';
import { buttonClassName } from '@/shared/ui/button/button';
import { useSignOut } from '../sign-out';
import { DisclosureMenu } from './disclosure-menu';
import { SERVICES_MENU, UNDERSTANDING_DEBT_MENU } from './nav-links';
import { PreloadLink, PreloadNavLink } from '@/shared/ui/link/preload-link';
import styles from './nav-bar.module.css';

export function NavBar() {
  const user = useSession();
  const signedIn = isAuthenticated(user);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMobileOpen(false), [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.brand}>
          {BRAND_NAME}
        </Link>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className={styles.burgerBars} aria-hidden="true" />
        </button>
        <ul id="main-menu" className={styles.menu} data-open={mobileOpen || undefined}>
          <DisclosureMenu label="Our services" items={SERVICES_MENU} />
          <DisclosureMenu label="Understanding Debt" items={UNDERSTANDING_DEBT_MENU} />
          <li className={styles.menuItem}>
            <PreloadNavLink to="/about" className={styles.menuLink}>
              About Us
            </PreloadNavLink>
          </li>
          {signedIn ? (
            <li className={styles.menuItem}>
              <PreloadNavLink to="/portal" className={styles.menuLink}>
                My Portal
              </PreloadNavLink>
            </li>
          ) : null}
          {signedIn && user.role === 'admin' ? (
            <li className={styles.menuItem}>
              <PreloadNavLink to="/admin" className={styles.menuLink}>
                Admin
              </PreloadNavLink>
            </li>
          ) : null}
          <li className={styles.menuItem}>
            {signedIn ? (
              <SignOutButton />
            ) : (
              <PreloadLink to="/login" className={buttonClassName('primary', 'sm')}>
                Login
              </PreloadLink>
            )}
          </li>
        </ul>
      </nav>
    </header>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className={buttonClassName('secondary', 'sm')} onClick={signOut}>
      Log out
    </button>
  );
}
