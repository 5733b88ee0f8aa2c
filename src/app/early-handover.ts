/**
 * The app's side of the record of what a visitor did on a pre-rendered page before the app
 * started (early-interactions.ts). `src/main.tsx` adopts the record `src/boot.ts` started; the
 * layouts reach it through these functions. Apart from the capture itself, which only a
 * pre-rendered page's first script loads: the app's code imports this module, never the capture,
 * so the SPA shell (`app.html`), which records nothing, loads none of it.
 */
import type { EarlyInteractions } from './early-interactions';

let adopted: EarlyInteractions | undefined;

/** Called by `start()` with boot.ts's record, or nothing on the SPA shell. */
export function adoptEarlyInteractions(early: EarlyInteractions | undefined): void {
  adopted = early;
}

/** Whether the visitor scrolled the pre-rendered page before the app started (ScrollManager). */
export function scrolledBeforeApp(): boolean {
  return adopted?.scrolled() ?? false;
}

/**
 * Called by SiteLayout from an effect after the page: React has hydrated the page and run its
 * effects (a restored selection, a menu closing on a new path), so a replay comes after them.
 */
export function pageHydrated(): void {
  adopted?.pageHydrated();
}
