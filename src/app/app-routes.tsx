import { lazy, type ComponentType } from 'react';
import {
  Route,
  createRoutesFromElements,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { AccessGuard } from './guards/access-guard';
import { ScrollManager } from './layout/scroll-manager';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from '@/features/content/pages/not-found-page';
import { loadPage } from './preload-first-page';
import { LAYOUTS, ROUTES, findRoute, type AppRoute } from './route-table';

const DataLayout = lazy(LAYOUTS.data);
const PortalLayout = lazy(LAYOUTS.portal);
const AdminLayout = lazy(LAYOUTS.admin);

interface PageEntry {
  route: AppRoute;
  Page: ComponentType;
}

const PAGES: readonly PageEntry[] = ROUTES.map((route) => ({
  route,
  Page: lazy(() => loadPage(route)),
}));

/** The route tree of `pages`: each under its layouts, all under one access guard. */
function routeTree(pages: readonly PageEntry[]): RouteObject[] {
  const pageRoutes = (filter: (route: AppRoute) => boolean) =>
    pages
      .filter(({ route }) => filter(route))
      .map(({ route, Page }) => <Route key={route.path} path={route.path} element={<Page />} />);
  return createRoutesFromElements(
    <Route element={<AccessGuard />}>
      <Route element={<SiteLayout />}>
        {pageRoutes((route) => route.shell === 'site' && !route.data)}
        <Route element={<DataLayout />}>
          {pageRoutes((route) => route.shell === 'site' && route.data)}
          <Route element={<PortalLayout />}>
            {pageRoutes((route) => route.shell === 'portal')}
          </Route>
          <Route element={<AdminLayout />}>{pageRoutes((route) => route.shell === 'admin')}</Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Route>,
  );
}

/** Every page: what the router matches a path the route table does not know against. */
const ALL_ROUTES = routeTree(PAGES);
const PAGE_OF = new Map(PAGES.map((entry) => [entry.route, entry]));
/** Per page, built when first shown: its branch of the tree and the not-found route. */
const ONE_PAGE = new Map<AppRoute, RouteObject[]>();

/**
 * The tree to match `pathname` against: the one branch of the page the route table finds for it,
 * else the whole tree. The router ranks and tests every branch of the tree it is given on each
 * render (no cache): with some forty pages, that was the portal's longest render on a phone
 * (`<Routes>` took 21.6 ms of the portal's first render here, this 6.8 ms; docs/decisions.md
 * MH-21). The route table finds the same page the router would (one route per path; the only
 * parameter is a last segment), and a path it does not know still goes through the whole tree.
 */
function routesFor(pathname: string): RouteObject[] {
  const route = findRoute(pathname);
  const entry = route && PAGE_OF.get(route);
  if (!route || !entry) return ALL_ROUTES;
  let tree = ONE_PAGE.get(route);
  if (!tree) {
    tree = routeTree([entry]);
    ONE_PAGE.set(route, tree);
  }
  return tree;
}

/** Every route of the product, under one layout and one access guard. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(routesFor(pathname));
  return (
    <>
      <ScrollManager />
      {page}
    </>
  );
}
