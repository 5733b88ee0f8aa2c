import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import styles from './site-layout.module.css';

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
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
