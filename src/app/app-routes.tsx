import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AccessGuard } from './guards/access-guard';
import { ScrollManager } from './layout/scroll-manager';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from '@/pages/not-found/not-found-page';
import { loadPage } from './preload-first-page';
import { LAYOUTS, ROUTES, type AppRoute } from './route-table';

const DataLayout = lazy(LAYOUTS.data);
const PortalLayout = lazy(LAYOUTS.portal);
const AdminLayout = lazy(LAYOUTS.admin);

const PAGES = ROUTES.map((route) => ({ route, Page: lazy(() => loadPage(route)) }));

function pageRoutes(filter: (route: AppRoute) => boolean) {
  return PAGES.filter(({ route }) => filter(route)).map(({ route, Page }) => (
    <Route key={route.path} path={route.path} element={<Page />} />
  ));
}

/** Every route of the product, under one layout and one access guard. */
export function AppRoutes() {
  return (
    <>
      <ScrollManager />
      <Routes>
        <Route element={<AccessGuard />}>
          <Route element={<SiteLayout />}>
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
