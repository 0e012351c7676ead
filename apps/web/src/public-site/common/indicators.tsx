import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import type { IndicatorCategory } from './api-types';
import styles from './indicators.module.css';
import { useIndicators } from './queries';
import { type SiteFigure, siteFigure } from './site-figures';
import { Skeleton } from './skeleton';
import { textOrNull } from './translation';

export interface IndicatorCard {
  key: string;
  value: string;
  title: string;
  description: string | null;
}

/** The group's headline figures (spec section 9), shown as key metrics when none are saved. */
const FALLBACK_METRICS = ['branches', 'in_service', 'warehouse', 'items'] as const;

/**
 * Indicators of one category (value, title, description). Key metrics fall back to the group's
 * figures from the locale files when none arrive; KPIs have no fallback (the block is left out).
 */
export function useIndicatorCards(category: IndicatorCategory): { loading: boolean; cards: IndicatorCard[] } {
  const { t } = useTranslation('public');
  const query = useIndicators(category);
  if (query.isPending) return { loading: true, cards: [] };
  const cards = (query.data ?? [])
    .map((item) => ({
      key: String(item.id),
      value: item.value,
      title: textOrNull(item.translation?.title) ?? '',
      description: textOrNull(item.translation?.description),
    }))
    .filter((card) => card.value && card.title);
  if (cards.length > 0 || category !== 'key_metrics') return { loading: false, cards };
  return {
    loading: false,
    cards: FALLBACK_METRICS.map((key) => ({
      key,
      value: t(`metrics.fallback.${key}.value`),
      title: t(`metrics.fallback.${key}.title`),
      description: t(`metrics.fallback.${key}.description`),
    })),
  };
}

/**
 * A figure in its own direction; its scale as a word ("186 مليون") is set smaller, as a unit, so
 * a two-column row of figures still fits the smallest phone.
 */
export function FigureText({ figure }: { figure: SiteFigure }) {
  return (
    <bdi dir={figure.dir}>
      {figure.text}
      {figure.word ? (
        <>
          {' '}
          <span className={styles.unit}>{figure.word}</span>
        </>
      ) : null}
    </bdi>
  );
}

export function IndicatorGrid({
  cards,
  loading,
  tone = 'light',
}: {
  cards: IndicatorCard[];
  loading: boolean;
  tone?: 'light' | 'brand';
}) {
  if (loading) {
    return (
      <div className={styles.grid} aria-hidden="true">
        {FALLBACK_METRICS.map((key) => (
          <Skeleton key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  const lang = getLang();
  return (
    <ul className={`${styles.grid} ${tone === 'brand' ? styles.brand : ''}`}>
      {cards.map((card) => {
        return (
          <li key={card.key} className={styles.card}>
            <span className={styles.value}>
              <FigureText figure={siteFigure(card.value, lang)} />
            </span>
            <span className={styles.title}>{card.title}</span>
            {card.description && <span className={styles.description}>{card.description}</span>}
          </li>
        );
      })}
    </ul>
  );
}
