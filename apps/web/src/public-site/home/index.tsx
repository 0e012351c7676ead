import { BRAND } from '@app/contracts/brand';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HydrateLater } from '../../shared/hydrate-later';
import { getLang } from '../../shared/lang';
import { BidiText } from '../common/bidi';
import { HeroSlider } from '../common/hero-slider';
import { ArrowIcon } from '../common/icons';
import { IndicatorGrid, useIndicatorCards } from '../common/indicators';
import { NewsCarousel } from '../common/news-carousel';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import { sectionCopy } from '../common/sections';
import { Skeleton } from '../common/skeleton';
import { useCountVisit } from '../common/use-visit';
import styles from './home.module.css';
import { LoyaltyBlock } from './loyalty-block';
import { useHomeSections } from './sections';
import { StatisticsStrip } from './statistics-strip';

/** Home sections 1–3 and where each leads; 4 and 5 feed the loyalty and collect blocks. */
const FEATURE_SECTIONS = [
  { number: 1, key: 'about', to: '/about-us' },
  { number: 2, key: 'services', to: '/about-us#services' },
  { number: 3, key: 'investor', to: '/investor-relations' },
] as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useCountVisit('main_page');

  const sections = useHomeSections();
  const metrics = useIndicatorCards('key_metrics');
  const fallbackCopy = (key: 'about' | 'services' | 'investor' | 'loyalty' | 'collect') => ({
    title: t(`sections.${key}.title`),
    subTitle: t(`sections.${key}.sub_title`),
    description: t(`sections.${key}.description`),
  });

  return (
    <>
      <HydrateLater>
        <HeroSlider
          kind="home"
          label={t('slider.label')}
          fallback={<p className={styles.heroFallback}>{t('hero.tagline')}</p>}
          message={<p>{BRAND.tagline[getLang()]}</p>}
        />
      </HydrateLater>

      <section className={`${page.section} ${styles.intro}`} aria-labelledby="home-title">
        <div className={page.container}>
          <div className={styles.introHead}>
            <div>
              <h1 id="home-title" className={styles.introTitle}>
                {BRAND.name[getLang()]}
              </h1>
              <p className={page.lead}>{t('hero.tagline')}</p>
            </div>
            <Link to="/branches" className={page.button}>
              {t('hero.branches_link')}
              <ArrowIcon size={18} />
            </Link>
          </div>
          <StatisticsStrip />
        </div>
      </section>

      <HydrateLater>
        {FEATURE_SECTIONS.map((feature, index) => {
          const copy = sectionCopy(sections.data, feature.number, fallbackCopy(feature.key));
          const headingId = `home-section-${feature.key}`;
          return (
            <section
              key={feature.key}
              className={`${page.section} ${index % 2 === 1 ? page.tinted : ''}`}
              aria-labelledby={headingId}
            >
              <div className={`${page.container} ${page.split} ${index % 2 === 1 ? page.splitReverse : ''}`}>
                <div>
                  {sections.isPending ? (
                    <Skeleton className={styles.sectionImage} />
                  ) : copy.image ? (
                    <img
                      src={copy.image}
                      alt=""
                      width={572}
                      height={index % 2 === 0 ? 624 : 529}
                      loading="lazy"
                      decoding="async"
                      className={`${page.media} ${styles.sectionImage}`}
                    />
                  ) : null}
                </div>
                <div>
                  <h2 id={headingId} className={page.eyebrow}>
                    {copy.title}
                  </h2>
                  {copy.subTitle && <p className={page.title}>{copy.subTitle}</p>}
                  {copy.description && (
                    <p className={page.lead}>
                      <BidiText text={copy.description} />
                    </p>
                  )}
                  <Link to={feature.to} className={`${page.cardLink} ${styles.more}`}>
                    {t(`sections.${feature.key}.link`)}
                    <ArrowIcon size={18} />
                  </Link>
                </div>
              </div>
            </section>
          );
        })}
      </HydrateLater>

      <HydrateLater>
        <section className={page.section} aria-labelledby="home-news">
          <div className={page.container}>
            <div className={page.sectionHead}>
              <h2 id="home-news" className={page.title}>
                {t('news.title')}
              </h2>
            </div>
            <NewsCarousel label={t('news.title')} />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={`${page.section} ${page.tinted}`} aria-labelledby="home-metrics">
          <div className={page.container}>
            <div className={page.sectionHead}>
              <h2 id="home-metrics" className={page.title}>
                {t('metrics.title')}
              </h2>
              <p className={page.lead}>{t('metrics.subtitle')}</p>
            </div>
            <IndicatorGrid cards={metrics.cards} loading={metrics.loading} />
          </div>
        </section>

        <LoyaltyBlock
          loyalty={sectionCopy(sections.data, 4, fallbackCopy('loyalty'))}
          collect={sectionCopy(sections.data, 5, fallbackCopy('collect'))}
          loading={sections.isPending}
        />
      </HydrateLater>
    </>
  );
}
