import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BidiText } from '../common/bidi';
import { ArrowIcon } from '../common/icons';
import page from '../common/page.module.css';
import type { SectionCopy } from '../common/sections';
import { Skeleton } from '../common/skeleton';
import styles from './home.module.css';

/** The programme's rules (spec section 9), stated once in the locale files. */
const RULES = ['standard', 'reduced', 'excluded'] as const;

/** The loyalty client programme and the collect-with-the-product block (home sections 4 and 5). */
export function LoyaltyBlock({
  loyalty,
  collect,
  loading,
}: {
  loyalty: SectionCopy;
  collect: SectionCopy;
  loading: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <>
      <section className={`${page.section} ${styles.loyalty}`} aria-labelledby="home-loyalty">
        <div className={page.container}>
          <div className={page.sectionHead}>
            <h2 id="home-loyalty" className={styles.loyaltyEyebrow}>
              {loyalty.title}
            </h2>
            {loyalty.subTitle && <p className={styles.loyaltyTitle}>{loyalty.subTitle}</p>}
            {loyalty.description && <p className={styles.loyaltyLead}>{loyalty.description}</p>}
          </div>
          <ul className={styles.rules}>
            {RULES.map((rule) => (
              <li key={rule} className={styles.rule}>
                <span className={styles.ruleValue}>
                  <bdi dir="ltr">{t(`loyalty.rules.${rule}.value`)}</bdi>
                </span>
                <span>{t(`loyalty.rules.${rule}.text`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={page.section} aria-labelledby="home-collect">
        <div className={`${page.container} ${page.split}`}>
          <div>
            {loading ? (
              <Skeleton className={styles.sectionImage} />
            ) : collect.image ? (
              <img
                src={collect.image}
                alt=""
                width={572}
                height={624}
                loading="lazy"
                decoding="async"
                className={`${page.media} ${styles.sectionImage}`}
              />
            ) : null}
          </div>
          <div>
            <h2 id="home-collect" className={page.eyebrow}>
              {collect.title}
            </h2>
            {collect.subTitle && <p className={page.title}>{collect.subTitle}</p>}
            {collect.description && (
              <p className={page.lead}>
                <BidiText text={collect.description} />
              </p>
            )}
            <ol className={styles.steps}>
              {(['order', 'notify', 'collect'] as const).map((step) => (
                <li key={step}>{t(`collect.steps.${step}`)}</li>
              ))}
            </ol>
            <Link to="/branches" className={page.buttonOutline}>
              {t('collect.link')}
              <ArrowIcon size={18} />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
