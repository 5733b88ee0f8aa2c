import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptEarlyInteractions } from './app/early-handover';
import type { EarlyInteractions } from './app/early-interactions';
import { preloadFirstPage, preloadPage } from './app/preload-first-page';
import { findRoute } from './app/route-table';
import { setPagePreloader } from './shared/lib/page-preload';
import './shared/ui/styles/global.css';

/**
 * Starts the app: hydrates a pre-rendered page or renders the SPA shell. Called by boot.ts with
 * what the visitor did on a pre-rendered page before now, replayed once React owns the page, and
 * by app-shell.ts (the SPA shell) with nothing.
 */
export async function start(early?: EarlyInteractions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const prerendered = container.firstElementChild !== null;
  adoptEarlyInteractions(early);
  // Links start loading their page when hovered, focused or touched.
  setPagePreloader(preloadPage);
  // The page's code downloads while the mock backend starts; hydration then rarely waits.
  const page = prerendered ? findRoute(window.location.pathname)?.load() : undefined;

  // Compared on the build constant so the production build drops the mock import entirely.
  if (import.meta.env.VITE_API_MODE !== 'live') {
    // The mock backend is downloaded only in mock mode; the production build never bundles it.
    const { startMockWorker } = await import('../mocks/browser');
    await startMockWorker();
  }

  // A signed-in page opened directly: its code and its data start loading now, in parallel. The
  // app renders once that code has run, so running it (one long task) comes before the first
  // paint instead of landing among the page's first frames.
  if (!prerendered) await preloadFirstPage(window.location.pathname);

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered) {
    // A pre-rendered public page: its text is already painted, React attaches to it.
    await page?.catch(() => undefined);
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page (Lighthouse total blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    await early?.handOver();
  } else {
    // The SPA shell (portal, admin) renders as a transition too: React then renders the
    // first screen in slices of a few milliseconds, not in one task that blocks input. It commits
    // once the page's code is in (and, for a signed-in first page, its first reads).
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}
