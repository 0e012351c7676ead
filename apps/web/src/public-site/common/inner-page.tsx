import type { ReactNode } from 'react';
import { HydrateLater } from '../../shared/hydrate-later';
import styles from './inner-page.module.css';
import page from './page.module.css';

/** The band at the top of an inner page: its title (the page's h1) and a line of introduction. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className={page.pageHeader}>
      <div className={page.container}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </header>
  );
}

/** An inner page whose content is one column under its header, in the public palette. */
export function InnerPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`${page.container} ${styles.body}`}>{children}</div>
    </>
  );
}

/**
 * One card of a long card grid (`styles.cardGrid`): hydrated as a part of its own, and not laid out
 * while far from the screen (inner-page.module.css), so a list of dozens costs a phone neither one
 * long task nor the layout of what it cannot see.
 */
export function CardGridItem({ children }: { children: ReactNode }) {
  return (
    <li className={styles.cardGridItem}>
      <HydrateLater>{children}</HydrateLater>
    </li>
  );
}

/** What stands in place of a list: nothing found, or (as an alert) loading failed. */
export function ListNotice({
  title,
  alert = false,
  children,
}: {
  title: string;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.notice} role={alert ? 'alert' : undefined}>
      <p className={styles.noticeTitle}>{title}</p>
      {children}
    </div>
  );
}
