import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import type { Report } from '../common/api-types';
import { LineIcon } from '../common/icons';
import page from '../common/page.module.css';
import { Skeleton } from '../common/skeleton';
import { entryFor } from '../common/translation';
import styles from './investor.module.css';
import { useReports } from './queries';

/** The kind of a file from its address (`….pdf?name=…` → "PDF"), shown beside its title. */
function fileKind(url: string): string | null {
  const extension = /\.([a-z0-9]{1,5})(?:[?#]|$)/i.exec(url)?.[1];
  return extension ? extension.toUpperCase() : null;
}

function DownloadIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 4v11M7 10l5 5l5-5M5 20h14" />
    </LineIcon>
  );
}

/**
 * One report: its title and its files, each a link that saves the file (they are served as
 * attachments, so no empty tab is left behind). Plain links: they work before the scripts run and
 * without them, and search engines find the documents.
 */
function ReportRow({ report }: { report: Report }) {
  const { t } = useTranslation('investor');
  const titleId = useId();
  const lang = getLang();
  const title = entryFor(report.translation, lang)?.title ?? '';
  const files = report.files.filter((file) => file.download_url);

  return (
    <li className={styles.report}>
      <span id={titleId} className={styles.reportTitle}>
        {title}
      </span>
      {files.length === 0 ? (
        <span className={page.empty}>{t('reports.no_files')}</span>
      ) : (
        <ul className={styles.reportFiles} aria-label={t('reports.choose_label', { title })}>
          {files.map((file) => {
            const kind = fileKind(file.download_url);
            return (
              <li key={file.id}>
                <a href={file.download_url} download className={styles.fileLink}>
                  <DownloadIcon />
                  <span>{entryFor(file.translation, lang)?.title || t('reports.file')}</span>
                  {kind ? <span className={styles.fileKind}>{kind}</span> : null}
                </a>
              </li>
            );
          })}
        </ul>
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
