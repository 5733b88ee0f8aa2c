import { start } from './main';

/**
 * The SPA shell's script (`app.html`: the portal, admin and every path not pre-rendered; written
 * by scripts/build/prerender-plugin.ts). It has nothing painted to wait for and no early clicks
 * to hold back, so it starts the app at once, without `boot.ts`'s first-paint wait and
 * early-interaction capture (0.9 KB gzip that only a pre-rendered page uses). The dev server
 * serves `index.html` for every path, whose `boot.ts` starts the app the same way.
 */
void start();
