/** Starts the mock backend in the browser (dev server, demo build). */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { scenariosFromLocation } from './scenarios';
import { keepOutboxIn } from './outbox';
import { mockDbStorage, startPersistentDb } from './persistence';

export async function startMockWorker(): Promise<void> {
  // `?scenario=a,b` switches scenarios on for this tab (an empty value switches them off).
  scenariosFromLocation(window.location.search, window.sessionStorage);
  // The data survives a reload and Log out; 'Reset demo data' in the scenario panel starts afresh.
  await startPersistentDb(mockDbStorage());
  keepOutboxIn(mockDbStorage());
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only API calls are mocked; pages, scripts and images pass through quietly.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
    quiet: true,
  });
  // The scenario panel is a separate chunk; it never reaches the production build. Automated
  // browsers (Playwright) use `?scenario=` instead, so the panel never covers what they click.
  if (!navigator.webdriver) {
    void import('./scenario-panel').then(({ mountScenarioPanel }) => mountScenarioPanel());
  }
}
