import { readStoredUser, type StoredUser } from '@/shared/session';
import { checkAccess } from './guards/check-access';
import { LAYOUTS, findRoute, routeParams, type AppRoute } from './route-table';

/** Who reads a page's data now: the signed-in user, on a page that reads and lets them in. */
function readerOf(route: AppRoute, pathname: string): StoredUser | null {
  const user = readStoredUser();
  return route.data && user && checkAccess(pathname, user, new Date()).allowed ? user : null;
}

/** A new task: the browser paints and handles input between two requests. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How long the first page waits for its first reads before it shows its loading boxes. Longer
 * than a usual answer, short enough that a slow API still shows the page taking shape.
 */
export const FIRST_READS_WAIT_MS = 1_000;

/** The page the visit opened on and when its first reads have answered (or stopped waiting). */
let firstPage: { path: string; ready: Promise<void> } | undefined;

/**
 * The first page of a visit that opens on a signed-in page (a reload, a bookmark): its layouts,
 * its code and its first reads all start at boot, together, instead of one after another as
 * React reaches each lazy layer and then the page's effects. Each import and each request gets
 * its own task: on a phone each costs a few milliseconds of main thread, and together they made
 * one long task. A page the access guard will refuse is left alone. Resolves once the page's
 * code and its layouts' have run, or failed (React shows that when it loads them), or at most
 * FIRST_READS_WAIT_MS (`waitMs`; a test that is not about the cap gives a long one, so a busy
 * machine does not reach it): the app renders after that, so their modules (the data layer and the
 * contracts' schemas, one long task) run before its first paint, not among the page's frames.
 */
export function preloadFirstPage(
  pathname: string,
  waitMs: number = FIRST_READS_WAIT_MS,
): Promise<void> {
  const route = findRoute(pathname);
  const user = route && readerOf(route, pathname);
  if (!route || !user) return Promise.resolve();
  const modules = loadModules(route);
  const reads = startFirstReads(modules, user.user_id, routeParams(route, pathname));
  const waited = new Promise<void>((resolve) => setTimeout(resolve, waitMs));
  firstPage = { path: route.path, ready: Promise.race([reads, waited]) };
  // A chunk that never comes must not keep the app from rendering (its loading box shows then).
  return Promise.race([
    modules.then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]);
}

/**
 * The data layer, the route's layout and its page, one import per task. The data layer's
 * libraries (zod and react-query, the `data` chunk) run first, alone: run with the portal's
 * first-screen modules, they made one long task (docs/decisions.md MH-21).
 */
async function loadModules(route: AppRoute) {
  await import('@/shared/api/http');
  await nextTask();
  const dataLayout = import('./data-layout');
  await nextTask();
  const layoutModule = route.shell === 'site' ? undefined : LAYOUTS[route.shell]();
  await nextTask();
  const pageModule = route.load();
  const [{ queryClient }, layout, page] = await Promise.all([dataLayout, layoutModule, pageModule]);
  return { queryClient, layout, page };
}

async function startFirstReads(
  modules: ReturnType<typeof loadModules>,
  userId: string,
  params: Readonly<Record<string, string>>,
): Promise<void> {
  const { queryClient, layout, page } = await modules;
  const reads = [layout?.firstReads, page.firstReads].flatMap(
    (firstReads) => firstReads?.(queryClient, userId, params) ?? [],
  );
  const answers: Promise<void>[] = [];
  for (const read of reads) {
    // Signed out meanwhile (a click on Log out right after the load): the reads would go without
    // a token and come back 401.
    if (readStoredUser()?.user_id !== userId) break;
    answers.push(read());
    await nextTask();
  }
  await Promise.all(answers);
}

/**
 * A page's code; for the page the visit opened on, once its first reads have answered too
 * (at most FIRST_READS_WAIT_MS). The page then renders once, with its data, instead of
 * rendering its loading boxes and replacing them a few milliseconds later.
 */
export async function loadPage(route: AppRoute): ReturnType<AppRoute['load']> {
  if (firstPage?.path !== route.path) return route.load();
  const [page] = await Promise.all([route.load(), firstPage.ready.catch(() => undefined)]);
  return page;
}

/**
 * A page a link points at, when the user shows they mean to open it (`PreloadLink`): its code,
 * and for a signed-in page the guard lets through, its layout's and its own first reads, as for
 * the first page. A read fresh in the cache is not asked again (the client's `staleTime`), so a
 * pointer passing over a link twice costs nothing more. Registered at boot (src/main.tsx).
 */
export function preloadPage(pathname: string): void {
  const route = findRoute(pathname);
  if (!route) return;
  const user = readerOf(route, pathname);
  if (!user) {
    void route.load().catch(() => undefined);
    return;
  }
  // A chunk that fails here fails again, and shows, when the page is opened.
  startFirstReads(loadModules(route), user.user_id, routeParams(route, pathname)).catch(
    () => undefined,
  );
}
