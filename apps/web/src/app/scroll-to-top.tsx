import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation to another page starts at the top (filters and paging only change the query). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
