import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import type { Statistic } from '../common/api-types';
import { FigureText } from '../common/indicators';
import { usePublicData } from '../common/queries';
import { siteFigure } from '../common/site-figures';
import { Skeleton } from '../common/skeleton';
import styles from './home.module.css';

/** The spec's fallback figures: 160 branches, 21K+ square metres, 25K+ items. */
const FALLBACK = ['branches', 'area', 'items'] as const;

/** The home figures (value and title each); the fallback figures when none arrive. */
export function StatisticsStrip() {
  const { t } = useTranslation('home');
  const query = usePublicData<Statistic[]>(['public', 'home_statistics'], '/statistics/home_page');

  if (query.isPending) {
    return (
      <div className={styles.stats} aria-hidden="true">
        {FALLBACK.map((key) => (
          <Skeleton key={key} className={styles.statSkeleton} />
        ))}
      </div>
    );
  }

  const lang = getLang();
  const received = (query.data ?? [])
    .map((item) => ({
      key: String(item.id),
      value: item.value,
      title: (lang === 'en' ? item.title_en : item.title_ar) || item.title_ar || item.title_en,
    }))
    .filter((item) => item.value);
  const items =
    received.length > 0
      ? received
      : FALLBACK.map((key) => ({
          key,
          value: t(`stats.fallback.${key}.value`),
          title: t(`stats.fallback.${key}.title`),
        }));

  return (
    <ul className={styles.stats} aria-label={t('stats.label')}>
      {items.map((item) => (
        <li key={item.key} className={styles.stat}>
          <span className={styles.statValue}>
            <FigureText figure={siteFigure(item.value, lang)} />
          </span>
          <span className={styles.statTitle}>{item.title}</span>
        </li>
      ))}
    </ul>
  );
}
