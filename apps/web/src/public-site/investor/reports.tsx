import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import type { Report } from '../common/api-types';
import page from '../common/page.module.css';
import { Skeleton } from '../common/skeleton';
import { entryFor } from '../common/translation';
import styles from './investor.module.css';
import { useReports } from './queries';

/**
 * Saves a file: report files are served as downloads (a document never runs in the site's origin),
 * so a link with `download` fetches it without leaving an empty tab behind.
 */
function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** One report: its title and a list of its files; choosing a file downloads it. */
function ReportRow({ report }: { report: Report }) {
  const { t } = useTranslation('investor');
  const id = useId();
  const lang = getLang();
  const title = entryFor(report.translation, lang)?.title ?? '';
  const files = report.files.filter((file) => file.download_url);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const file = files.find((candidate) => String(candidate.id) === event.target.value);
    // Back to the prompt, so the same file can be chosen again.
    event.target.value = '';
    if (file) downloadFile(file.download_url);
  };

  return (
    <li className={styles.report}>
      <span className={styles.reportTitle}>{title}</span>
      {files.length === 0 ? (
        <span className={page.empty}>{t('reports.no_files')}</span>
      ) : (
        <>
          <label htmlFor={id} className={page.srOnly}>
            {t('reports.choose_label', { title })}
          </label>
          <select id={id} className={styles.fileSelect} defaultValue="" onChange={onChange}>
            <option value="" disabled>
              {t('reports.choose')}
            </option>
            {files.map((file) => (
              <option key={file.id} value={String(file.id)}>
                {entryFor(file.translation, lang)?.title ?? t('reports.file')}
              </option>
            ))}
          </select>
        </>
      )}
    </li>
  );
}

export function ReportList() {
  const { t } = useTranslation('investor');
  const reports = useReports();
  if (reports.isPending) {
    return (
      <div className={styles.reports} aria-hidden="true">
        <Skeleton className={styles.reportSkeleton} />
        <Skeleton className={styles.reportSkeleton} />
        <Skeleton className={styles.reportSkeleton} />
      </div>
    );
  }
  const rows = reports.data ?? [];
  if (rows.length === 0) return <p className={page.empty}>{t('reports.empty')}</p>;
  return (
    <ul className={styles.reports}>
      {rows.map((report) => (
        <ReportRow key={report.id} report={report} />
      ))}
    </ul>
  );
}
