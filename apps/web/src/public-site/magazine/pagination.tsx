import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from './magazine.module.css';

/** Page numbers to show: the first, the last, and `spread` either side of the current one, with gaps. */
export function pageWindow(current: number, pages: number, spread = 2): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let n = current - spread; n <= current + spread; n += 1) shown.add(n);
  const list = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of list) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last > 1) out.push(n - last === 2 ? n - 1 : 'gap');
    out.push(n);
  }
  return out;
}

function Chevron({ back }: { back: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
      data-directional=""
    >
      <path d={back ? 'M15 6l-6 6l6 6' : 'M9 6l6 6l-6 6'} />
    </svg>
  );
}

const NARROW = '(max-width: 40rem)';

/** Whether the screen is phone-wide: the pagination then keeps to one line (fewer numbers, icon-only steps). */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(NARROW);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(NARROW).matches ?? false,
    () => false,
  );
}

/** Links to the pages of the list (`?page=N`, page 1 carries none), so each page has its own URL. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('magazine');
  const [params] = useSearchParams();
  const narrow = useNarrowScreen();
  if (pages <= 1) return null;

  const href = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} className={styles.pageStep} rel="prev">
              <Chevron back />
              <span className={styles.stepLabel}>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              <Chevron back />
              <span className={styles.stepLabel}>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pages, narrow ? 1 : 2).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={styles.pageNumber}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { number: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} className={styles.pageStep} rel="next">
              <span className={styles.stepLabel}>{t('pagination.next')}</span>
              <Chevron back={false} />
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              <span className={styles.stepLabel}>{t('pagination.next')}</span>
              <Chevron back={false} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
