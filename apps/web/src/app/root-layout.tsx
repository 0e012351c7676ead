import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setNavigateHandler } from '../shared/api-client';
import { whenHydrated } from '../shared/hydrate-later';
import { getLang, isLang, storeLang } from '../shared/lang';
import { PageLoader } from '../shared/page-loader';
import { ScrollToTop } from './scroll-to-top';

/**
 * The root route: scroll handling, the 401 redirect through the router, and `?lang=` on in-app
 * navigations (main.tsx handles it on the first load, before anything renders).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();

  // The app runs: a server-rendered page's controls now answer, every part of it hydrated
  // (end-to-end tests wait for this mark).
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.dataset.app = 'ready';
    });
  }, []);

  useEffect(() => {
    setNavigateHandler((path) => navigate(path, { replace: true }));
    return () => setNavigateHandler(null);
  }, [navigate]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const requested = params.get('lang');
    if (requested === null) return;
    params.delete('lang');
    const search = params.toString();
    const target = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
    if (isLang(requested) && requested !== getLang()) {
      // A different language needs a reload (direction, strings and server answers all change).
      storeLang(requested);
      window.location.replace(target);
    } else {
      navigate(target, { replace: true });
    }
  }, [location.search, location.pathname, location.hash, navigate]);

  return (
    <>
      <ScrollToTop />
      {/* Catches a namespace or screen still loading outside the shells' own boundaries. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
