import { readStoredUser } from '@/shared/session';
import { checkAccess } from './guards/check-access';
import { LAYOUTS, findRoute } from './route-table';

/** A new task: the browser paints and handles input between two requests. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first page of a visit that opens on a signed-in page (a reload, a bookmark): its layouts,
 * its code and its first reads all start at boot, together, instead of one after another as
 * React reaches each lazy layer and then the page's effects. The page then usually renders once,
 * with its data, rather than as skeletons that each re-render when their answer comes. Each
 * request gets its own task: on a phone every fetch costs a few milliseconds of main thread.
 * A page the access guard will refuse is left alone.
 */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const route = findRoute(pathname);
  const user = readStoredUser();
  if (!route?.data || !user || !checkAccess(pathname, user, new Date()).allowed) return;
  const [{ queryClient }, , layout, page] = await Promise.all([
    import('./query-client'),
    LAYOUTS.data(),
    route.shell === 'site' ? undefined : LAYOUTS[route.shell](),
    route.load(),
  ]);
  const reads = [layout?.firstReads, page.firstReads].flatMap(
    (firstReads) => firstReads?.(queryClient, user.user_id) ?? [],
  );
  for (const read of reads) {
    void read();
    await nextTask();
  }
}
