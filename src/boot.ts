import { captureEarlyInteractions } from './app/early-interactions';

/**
 * The page's first script (about 1.5 KB gzip with Vite's preload helper). A pre-rendered public
 * page is readable as soon as its HTML and stylesheet arrive, so the app's code (React and the
 * page, about 90 KB gzip) is requested only after that first paint instead of competing with the
 * stylesheet on a slow connection: Lighthouse's mobile first contentful paint went from 1.6 s
 * to 1.0 s. The SPA shell has nothing to show yet, so it starts the app at once.
 */
function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // A tab in the background paints nothing until shown: there is no paint to wait for.
  if (document.visibilityState === 'hidden') {
    once();
    return;
  }
  document.addEventListener('visibilitychange', once, { once: true });
  // The browser's own record of the first contentful paint, taken when the frame reached the
  // screen (a frame callback runs earlier than that on a busy device). No timer as a fallback:
  // on a busy phone the first paint can take longer than any timer we would pick.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // A task queued from a frame callback runs once that frame has painted.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

const root = document.getElementById('root');
if (root?.firstElementChild) {
  // What the visitor types stays in the page; what they click from now until React owns the
  // page is held back and replayed.
  const early = captureEarlyInteractions(root);
  afterFirstPaint(() => {
    import('./main')
      .then((app) => app.start(early))
      .catch((error: unknown) => {
        early.abandon();
        throw error;
      });
  });
} else {
  void import('./main').then((app) => app.start());
}
