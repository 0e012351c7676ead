import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HydrateLater } from '../../shared/hydrate-later';
import { Skeleton } from '../common/skeleton';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page (spec 2.2): skip link, header, the page, footer. */
export default function PublicLayout() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After moving to another page, screen-reader and keyboard users start at its content, not at the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.site}>
      <a href="#main" className={styles.skip}>
        {t('skip_link')}
      </a>
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<Skeleton style={{ minHeight: '60dvh', borderRadius: 0 }} />}>
          <HydrateLater>
            <Outlet />
          </HydrateLater>
        </Suspense>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
