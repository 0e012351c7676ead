import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import type { AboutPage as AboutAnswer, AboutImageField, AboutTextField } from '../common/api-types';
import { BidiText } from '../common/bidi';
import { PageHeader } from '../common/inner-page';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import { usePublicData } from '../common/queries';
import { Skeleton } from '../common/skeleton';
import { imageFor, textOrNull } from '../common/translation';
import styles from './about.module.css';

const SERVICES = [1, 2, 3, 4] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lang = getLang();

  const query = usePublicData<AboutAnswer>(['public', 'about_page'], '/about_us_page');
  const about = query.data;
  const loading = query.isPending;

  /** A text of the page, or the locale file's when the API gives none (spec 2.4). */
  const text = (field: AboutTextField) => textOrNull(about?.translation?.[field]) ?? t(`fallback.${field}`);
  const image = (field: AboutImageField, englishField?: AboutImageField) =>
    imageFor(lang, about?.[field], englishField ? about?.[englishField] : null);

  /**
   * An image slot: a skeleton while loading, nothing when none is saved. The `lead` picture is at
   * the top of the page (on a phone, the largest thing in the first screen): asked for at once and
   * first, not when layout finds it near the screen.
   */
  const picture = (
    src: string | null,
    width: number,
    height: number,
    alt: string,
    className?: string,
    lead = false,
  ) => {
    if (loading) return <Skeleton className={className} style={{ aspectRatio: `${width} / ${height}` }} />;
    if (!src) return null;
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        decoding="async"
        className={className ? `${page.media} ${className}` : page.media}
      />
    );
  };

  const logo = image('logo', 'logo_en');

  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />

      <section className={page.section} aria-labelledby="about-overview">
        <div className={`${page.container} ${page.split}`}>
          <div>
            {logo && !loading && (
              <img src={logo} alt={t('logo_alt')} width={267} height={140} className={styles.logo} decoding="async" />
            )}
            <h2 id="about-overview" className={page.title}>
              {text('title')}
            </h2>
            <p className={page.lead}>
              <BidiText text={text('content')} />
            </p>
          </div>
          <div>{picture(image('first_image', 'first_image_en'), 572, 624, '', styles.tall, true)}</div>
        </div>
      </section>

      <section className={`${page.section} ${page.tinted}`} aria-labelledby="about-vision">
        <div className={page.container}>
          <h2 id="about-vision" className={`${page.title} ${page.sectionHead}`}>
            {text('second_section_title')}
          </h2>
          <div className={page.pair}>
            <article className={page.card}>
              {picture(image('second_section_sub_title_1_image'), 572, 529, '', styles.cardImage)}
              <h3>{text('second_section_sub_title_1')}</h3>
              <p>{text('second_section_sub_title_1_desc')}</p>
            </article>
            <article className={page.card}>
              {picture(image('second_section_sub_title_1_desc_image'), 572, 536, '', styles.cardImage)}
              <h3>{text('second_section_sub_title_2')}</h3>
              <p>{text('second_section_sub_title_2_desc')}</p>
            </article>
          </div>
        </div>
      </section>

      <section className={page.section} aria-labelledby="about-structure">
        <div className={page.container}>
          <div className={page.sectionHead}>
            <h2 id="about-structure" className={page.title}>
              {text('third_section_title')}
            </h2>
            <p className={page.lead}>
              <BidiText text={text('third_section_sub_title_1')} />
            </p>
          </div>
          {picture(
            image('third_section_sub_title_1_image', 'third_section_sub_title_1_image_en'),
            1272,
            529,
            t('chart_alt'),
            styles.chart,
          )}
        </div>
      </section>

      <section id="services" className={`${page.section} ${page.tinted}`} aria-labelledby="about-services">
        <div className={page.container}>
          <h2 id="about-services" className={`${page.title} ${page.sectionHead}`}>
            {text('fourth_section_title')}
          </h2>
          <ul className={styles.services}>
            {SERVICES.map((n) => (
              <li key={n} className={page.card}>
                {picture(image(`fourth_section_sub_title_${n}_image`), 293, 189, '', styles.serviceImage)}
                <h3>{text(`fourth_section_sub_title_${n}`)}</h3>
                <p>{text(`fourth_section_sub_title_${n}_desc`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={page.section} aria-labelledby="about-community">
        <div className={page.container}>
          <h2 id="about-community" className={`${page.title} ${page.sectionHead}`}>
            {text('fifth_section_title')}
          </h2>
          <article className={`${page.card} ${styles.highlight}`}>
            <h3>{text('fifth_section_sub_title_1')}</h3>
            <p>{text('fifth_section_sub_title_1_desc')}</p>
          </article>
        </div>
      </section>

      <section className={`${page.section} ${page.tinted}`} aria-labelledby="about-branches">
        <div className={page.container}>
          <h2 id="about-branches" className={`${page.title} ${page.sectionHead}`}>
            {text('sixth_section_title')}
          </h2>
          <div className={page.pair}>
            <article className={page.card}>
              <h3>{text('Sixth_section_sub_title_1')}</h3>
              <p>{text('Sixth_section_sub_title_1_desc')}</p>
            </article>
            <article className={page.card}>
              <h3>{text('Sixth_section_sub_title_2')}</h3>
              <p>{text('Sixth_section_sub_title_2_desc')}</p>
            </article>
          </div>
        </div>
      </section>
    </>
  );
}
