import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../common/icons';
import { RichText } from '../common/rich-text';
import { Skeleton } from '../common/skeleton';
import styles from './investor.module.css';
import { useQuestions } from './queries';

interface FaqItem {
  key: string;
  question: string;
  answer: ReactNode;
}

/** An accordion where opening one question closes the others (spec 2.5 and 4). */
function Accordion({ items }: { items: FaqItem[] }) {
  const base = useId();
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <div className={styles.faq}>
      {items.map((item) => {
        const open = item.key === openKey;
        const buttonId = `${base}-${item.key}-q`;
        const panelId = `${base}-${item.key}-a`;
        return (
          <div key={item.key} className={styles.faqItem}>
            <h3 className={styles.faqHeading}>
              <button
                id={buttonId}
                type="button"
                className={styles.faqButton}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenKey(open ? null : item.key)}
              >
                <span>{item.question}</span>
                <span className={styles.faqSign}>{open ? <MinusIcon /> : <PlusIcon />}</span>
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={styles.faqPanel} hidden={!open}>
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}

/** Regions of the fallback branch table; their counts (locale files) add up to the 125 branches in service. */
const FALLBACK_REGIONS = ['riyadh', 'makkah', 'eastern', 'qassim', 'madinah', 'asir'] as const;

function BranchDistribution() {
  const { t } = useTranslation('investor');
  const rows = FALLBACK_REGIONS.map((region) => ({
    region,
    name: t(`faq.fallback.regions.${region}.name`),
    count: Number(t(`faq.fallback.regions.${region}.count`)),
  }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('faq.fallback.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('faq.fallback.table.region')}</th>
            <th scope="col">{t('faq.fallback.table.branches')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.region}>
              <th scope="row">{row.name}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('faq.fallback.table.total')}</th>
            <td>{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const FALLBACK_QUESTIONS = ['branches', 'reports', 'dividends', 'contact'] as const;

/** The investor FAQ from the API, or the locale file's questions (with the branch table) when none arrive. */
export function InvestorFaq() {
  const { t } = useTranslation('investor');
  const questions = useQuestions();
  if (questions.isPending) {
    return (
      <div className={styles.faq} aria-hidden="true">
        {FALLBACK_QUESTIONS.map((key) => (
          <Skeleton key={key} className={styles.faqSkeleton} />
        ))}
      </div>
    );
  }
  const received = (questions.data ?? []).filter((item) => item.question?.trim());
  const items: FaqItem[] =
    received.length > 0
      ? received.map((item) => ({
          key: String(item.id),
          question: item.question,
          answer: <RichText html={item.answer} />,
        }))
      : FALLBACK_QUESTIONS.map((key) => ({
          key,
          question: t(`faq.fallback.${key}.question`),
          answer: (
            <>
              <p>{t(`faq.fallback.${key}.answer`)}</p>
              {key === 'branches' && <BranchDistribution />}
            </>
          ),
        }));
  return <Accordion items={items} />;
}
