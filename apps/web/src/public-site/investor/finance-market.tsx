import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import { Carousel } from '../common/carousel';
import { ExternalIcon } from '../common/icons';
import page from '../common/page.module.css';
import { Skeleton } from '../common/skeleton';
import { entryFor } from '../common/translation';
import styles from './investor.module.css';
import { useFinanceMarket } from './queries';

/** Money-market disclosures as a looping carousel; each links to its page on the exchange. */
export function FinanceMarketCarousel({ label }: { label: string }) {
  const { t } = useTranslation('investor');
  const { t: tp } = useTranslation('public');
  const market = useFinanceMarket();
  const lang = getLang();
  if (market.isPending) return <Skeleton className={styles.marketSkeleton} />;
  const items = (market.data ?? []).filter((item) => item.url);
  if (items.length === 0) return <p className={page.empty}>{t('market.empty')}</p>;
  return (
    <Carousel label={label}>
      {items.map((item) => {
        const name = entryFor(item.translation, lang)?.name ?? '';
        return (
          <article key={item.id} className={`${page.card} ${styles.marketCard}`}>
            <h3>{name}</h3>
            <a href={item.url} target="_blank" rel="noopener noreferrer" className={page.cardLink}>
              {t('market.details')}
              <span className={page.srOnly}>
                {' '}
                {name} {tp('new_tab')}
              </span>
              <ExternalIcon size={16} />
            </a>
          </article>
        );
      })}
    </Carousel>
  );
}
