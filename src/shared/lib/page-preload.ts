/**
 * A page opened from a link starts loading when the user shows they mean to open it (a pointer
 * over the link, focus, a touch), not at the click: its code and, for a signed-in page, its first
 * reads. The app knows the pages (src/app/preload-first-page.ts registers how at boot); a
 * feature's link only says where it points (`PreloadLink` in `@/shared/ui`).
 */
type Preloader = (pathname: string) => void;

let preloader: Preloader = () => undefined;

/** The app's way to preload a page; before it is set (a test, a story) links preload nothing. */
export function setPagePreloader(next: Preloader): void {
  preloader = next;
}

/** Starts loading the page at `to` (a path, its query and hash ignored). */
export function preloadPage(to: string): void {
  preloader(to.split(/[?#]/)[0] ?? to);
}
