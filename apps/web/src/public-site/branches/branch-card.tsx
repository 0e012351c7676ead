import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLang } from '../../shared/lang';
import page from '../common/page.module.css';
import { formatClock } from '../common/site-time';
import type { Branch } from './api';
import { hasLocation } from './api';
import styles from './branches.module.css';
import { openingPeriods, placeLine, telHref } from './hours';
import { IconClock, IconMap, IconMapPin, IconPhone } from './icons';

interface BranchCardProps {
  branch: Branch;
  /** The branch's own page. */
  href: string;
  onShowOnMap(branch: Branch): void;
}

/** The id of a card's heading: the card is named by it, and "show more" moves the focus to it. */
export const branchHeadingId = (branch: Branch) => `branch-${branch.id}-name`;

export function BranchCard({ branch, href, onShowOnMap }: BranchCardProps) {
  const { t } = useTranslation('branches');
  const headingId = branchHeadingId(branch);

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle} tabIndex={-1}>
        <Link to={href} className={styles.cardTitleLink}>
          {branch.name}
        </Link>
      </h2>
      <BranchFacts branch={branch} />
      {hasLocation(branch) ? (
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => onShowOnMap(branch)}
          aria-describedby={headingId}
        >
          <IconMap />
          {t('card.show_on_map')}
        </button>
      ) : null}
    </article>
  );
}

/** Address, mobile, working hours and services of a branch: its card's body and its page's. */
export function BranchFacts({ branch }: { branch: Branch }) {
  const { t, i18n } = useTranslation('branches');
  const lang = isLang(i18n.language) ? i18n.language : 'ar';
  const periods = openingPeriods(branch);
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <IconMapPin />
            <span className={page.srOnly}>{t('card.address')}</span>
          </dt>
          <dd>{placeLine(t, branch)}</dd>
        </div>
        {branch.mobile ? (
          <div className={styles.fact}>
            <dt>
              <IconPhone />
              <span className={page.srOnly}>{t('card.mobile')}</span>
            </dt>
            <dd>
              <a href={telHref(branch.mobile)} dir="ltr" className={styles.phone}>
                {branch.mobile}
              </a>
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>
            <IconClock />
            <span className={page.srOnly}>{t('card.hours')}</span>
          </dt>
          <dd>
            {branch.is_24_hour === 1 ? (
              <span className={styles.badge24}>{t('card.open_24')}</span>
            ) : periods.length > 0 ? (
              <ul className={styles.periods}>
                {periods.map((period) => (
                  <li key={`${period.from}-${period.to}`}>
                    {t('card.range', { from: formatClock(period.from, lang), to: formatClock(period.to, lang) })}
                  </li>
                ))}
              </ul>
            ) : (
              t('card.no_hours')
            )}
          </dd>
        </div>
      </dl>
      {branch.services.length > 0 ? (
        <div className={styles.services}>
          <h3 className={styles.servicesTitle}>{t('card.services')}</h3>
          <ul className={styles.chips}>
            {branch.services.map((service) => (
              <li key={service.id} className={styles.chip}>
                {service.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
