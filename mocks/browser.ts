/** Starts the mock backend in the browser (dev server, demo build). */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { scenariosFromLocation } from './scenarios';
import { resetDb } from './seed';

export async function startMockWorker(): Promise<void> {
  // `?scenario=a,b` switches scenarios on for this tab (an empty value switches them off).
  scenariosFromLocation(window.location.search, window.sessionStorage);
  await resetDb();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only API calls are mocked; pages, scripts and images pass through quietly.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
}
