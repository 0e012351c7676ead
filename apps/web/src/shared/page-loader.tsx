import { useTranslation } from 'react-i18next';

/**
 * Shown while an area's code or strings arrive; must not suspend itself. Plain HTML and CSS
 * (app.css) so the public pages don't load a component library for it.
 */
export function PageLoader({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className={fullHeight ? 'page-loader page-loader--full' : 'page-loader'} role="status" aria-live="polite">
      <span className="page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{ready ? t('loading') : ''}</span>
    </div>
  );
}
