/**
 * Build-time rendering of the public pages (DESIGN.md section 10): the prerender plugin in
 * vite.config.ts builds this entry for Node and writes each page's HTML, which main.tsx hydrates.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { ROUTES } from './app/route-table';

/**
 * Every public path written as HTML at build time, sign-in and sign-up included: they render
 * for a visitor with no session, and what depends on one (the navigation's links, the reason the
 * guard sent someone to sign in) appears once the page has hydrated.
 */
export const PRERENDERED_PATHS: readonly string[] = ROUTES.filter(
  (route) => route.shell === 'site',
).map((route) => route.path);

/**
 * The page's HTML once every lazy page and layout has loaded. React outlines a Suspense boundary
 * bigger than `progressiveChunkSize` (12,800 bytes by default): its fallback is painted first and
 * a script swaps the content in later, which moved the whole terms page down (Lighthouse CLS 0.73).
 * A static page has nothing to stream, so nothing is outlined.
 */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
