import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';
import { pageHydrated } from '../early-handover';
import { findRoute } from '../route-table';
import { RouteErrorBoundary } from './route-error-boundary';
import styles from './site-layout.module.css';

/** Shown with scripts off on a page that cannot work without them (route-table `needsScript`). */
export const NEEDS_SCRIPT =
  'This page needs JavaScript, which is turned off in your browser. Turn it on and reload the page to use it.';

/** Renders nothing; its effect runs after the page's own (src/app/early-handover.ts). */
function AfterPage() {
  useEffect(pageHydrated, []);
  return null;
}

/** Navigation bar, the page and the footer; every route renders inside it. */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to main content
      </a>
      <NavBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {findRoute(pathname)?.needsScript ? (
          <noscript>
            <p className={styles.noScript}>{NEEDS_SCRIPT}</p>
          </noscript>
        ) : null}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <AfterPage />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
