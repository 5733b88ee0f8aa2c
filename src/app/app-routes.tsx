import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccessGuard } from './guards/access-guard';
import { HttpSessionBridge } from './http-session-bridge';
import { ScrollManager } from './layout/scroll-manager';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';
import { ROUTES, type AppRoute } from './route-table';

const DataLayout = lazy(() => import('./data-layout'));
const PortalLayout = lazy(() => import('./portal/portal-layout'));
const AdminLayout = lazy(() => import('./admin-layout'));

const pages = new Map<AppRoute, LazyExoticComponent<ComponentType>>(
  ROUTES.map((route) => [route, lazy(route.load)]),
);

function pageRoutes(filter: (route: AppRoute) => boolean) {
  return ROUTES.filter(filter).map((route) => {
    const Page = pages.get(route)!;
    return <Route key={route.path} path={route.path} element={<Page />} />;
  });
}

/** Every route of the product, under one layout and one access guard. */
export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <HttpSessionBridge />
      <Routes>
        <Route element={<SiteLayout />}>
          <Route element={<AccessGuard />}>
            {pageRoutes((route) => route.shell === 'site' && !route.data)}
            <Route element={<DataLayout />}>
              {pageRoutes((route) => route.shell === 'site' && route.data)}
              <Route element={<PortalLayout />}>
                {pageRoutes((route) => route.shell === 'portal')}
              </Route>
              <Route element={<AdminLayout />}>
                {pageRoutes((route) => route.shell === 'admin')}
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
