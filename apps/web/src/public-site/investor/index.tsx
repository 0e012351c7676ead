import { useTranslation } from 'react-i18next';
import { HydrateLater } from '../../shared/hydrate-later';
import { getLang } from '../../shared/lang';
import { BidiText } from '../common/bidi';
import { ContactForm } from '../common/contact-form';
import { HeroSlider } from '../common/hero-slider';
import { IndicatorGrid, useIndicatorCards } from '../common/indicators';
import { NewsCarousel } from '../common/news-carousel';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import { RichText } from '../common/rich-text';
import { type SectionCopy, sectionCopy } from '../common/sections';
import { Skeleton } from '../common/skeleton';
import { entryFor, textOrNull } from '../common/translation';
import { useCountVisit } from '../common/use-visit';
import { InvestorFaq } from './faq';
import { FinanceMarketCarousel } from './finance-market';
import styles from './investor.module.css';
import { useInvestigators, useInvestorSections } from './queries';
import { ReportList } from './reports';

/** What each of the nine investor sections heads on the page. */
const SECTION = {
  intro: 1,
  glance: 2,
  strategy: 3,
  news: 4,
  market: 5,
  reports: 6,
  metrics: 7,
  governance: 8,
  contact: 9,
} as const;
type SectionKey = keyof typeof SECTION;

function SectionHead({ id, copy, level = 2 }: { id: string; copy: SectionCopy; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={page.sectionHead}>
      <Heading id={id} className={level === 1 ? styles.pageTitle : page.title}>
        {copy.title}
      </Heading>
      {copy.subTitle && (
        <p className={page.subtitle}>
          <BidiText text={copy.subTitle} />
        </p>
      )}
      {copy.description && (
        <p className={page.lead}>
          <BidiText text={copy.description} />
        </p>
      )}
    </div>
  );
}

function Investigators() {
  const lang = getLang();
  const query = useInvestigators();
  if (query.isPending) return <Skeleton className={styles.investigatorSkeleton} />;
  const entries = (query.data ?? [])
    .map((item) => ({ item, text: entryFor(item.translation, lang) }))
    .filter(({ text }) => textOrNull(text?.name) || textOrNull(text?.content));
  if (entries.length === 0) return null;
  return (
    <>
      {entries.map(({ item, text }) => (
        <article key={item.id} className={`${page.card} ${styles.investigator}`}>
          {item.image && (
            <img src={item.image} alt="" width={96} height={96} loading="lazy" className={styles.investigatorImage} />
          )}
          {text?.name && <h3>{text.name}</h3>}
          {text?.content && <RichText html={text.content} />}
        </article>
      ))}
    </>
  );
}

export default function InvestorRelationsPage() {
  const { t } = useTranslation('investor');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useCountVisit('investor_relations');

  const sections = useInvestorSections();
  const copy = (key: SectionKey) =>
    sectionCopy(sections.data, SECTION[key], {
      title: t(`sections.${key}.title`),
      subTitle: t(`sections.${key}.sub_title`),
      description: t(`sections.${key}.description`),
    });
  const metrics = useIndicatorCards('key_metrics');
  const kpis = useIndicatorCards('kpis');
  const intro = copy('intro');
  const governance = copy('governance');
  const disclosures =
    sections.data?.find((section) => section.section === SECTION.market)?.translation.money_market_disclosure ?? [];

  return (
    <>
      <HeroSlider
        kind="investor"
        label={t('slider.label')}
        fallback={<p className={styles.heroFallback}>{intro.subTitle}</p>}
      />

      <HydrateLater>
        <section className={page.section} aria-labelledby="ir-intro">
          <div className={`${page.container} ${page.split}`}>
            <SectionHead id="ir-intro" copy={intro} level={1} />
            <div className={styles.introImage}>
              {sections.isPending ? (
                <Skeleton style={{ aspectRatio: '293 / 189' }} />
              ) : (
                intro.image && (
                  <img src={intro.image} alt="" width={293} height={189} decoding="async" className={page.media} />
                )
              )}
            </div>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={`${page.section} ${page.tinted}`} aria-label={t('overview_label')}>
          <div className={`${page.container} ${page.pair}`}>
            {(['glance', 'strategy'] as const).map((key) => {
              const block = copy(key);
              return (
                <article key={key} className={page.card}>
                  {sections.isPending ? (
                    <Skeleton className={styles.blockImage} />
                  ) : (
                    block.image && (
                      <img
                        src={block.image}
                        alt=""
                        width={572}
                        height={414}
                        loading="lazy"
                        decoding="async"
                        className={`${page.media} ${styles.blockImage}`}
                      />
                    )
                  )}
                  <h2 className={styles.blockTitle}>{block.title}</h2>
                  {block.subTitle && <p className={page.subtitle}>{block.subTitle}</p>}
                  {block.description && <p>{block.description}</p>}
                </article>
              );
            })}
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={page.section} aria-labelledby="ir-metrics">
          <div className={page.container}>
            <SectionHead id="ir-metrics" copy={copy('metrics')} />
            <IndicatorGrid cards={metrics.cards} loading={metrics.loading} />
            {(kpis.loading || kpis.cards.length > 0) && (
              <>
                <h3 className={styles.subheading}>{t('kpis.title')}</h3>
                <IndicatorGrid cards={kpis.cards} loading={kpis.loading} tone="brand" />
              </>
            )}
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={`${page.section} ${page.tinted}`} aria-labelledby="ir-news">
          <div className={page.container}>
            <SectionHead id="ir-news" copy={copy('news')} />
            <NewsCarousel label={copy('news').title} />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={page.section} aria-labelledby="ir-reports">
          <div className={page.container}>
            <SectionHead id="ir-reports" copy={copy('reports')} />
            <ReportList />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={`${page.section} ${page.tinted}`} aria-labelledby="ir-market">
          <div className={page.container}>
            <SectionHead id="ir-market" copy={copy('market')} />
            {disclosures.length > 0 && (
              <ul className={styles.disclosures}>
                {disclosures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            <FinanceMarketCarousel label={copy('market').title} />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={page.section} aria-labelledby="ir-governance">
          <div className={`${page.container} ${page.split}`}>
            <SectionHead id="ir-governance" copy={governance} />
            <div>
              {governance.image && (
                <img
                  src={governance.image}
                  alt=""
                  width={567}
                  height={276}
                  loading="lazy"
                  decoding="async"
                  className={page.media}
                />
              )}
            </div>
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={`${page.section} ${page.tinted}`} aria-labelledby="ir-faq">
          <div className={page.container}>
            <div className={page.sectionHead}>
              <h2 id="ir-faq" className={page.title}>
                {t('faq.title')}
              </h2>
            </div>
            <InvestorFaq />
          </div>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section className={page.section} aria-labelledby="ir-contact">
          <div className={page.container}>
            <SectionHead id="ir-contact" copy={copy('contact')} />
            <div className={styles.contact}>
              <ContactForm endpoint="/contactInvestor" label={t('contact.form_label')} />
              <div className={styles.contactAside}>
                <Investigators />
              </div>
            </div>
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
