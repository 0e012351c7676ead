import type { CSSProperties } from 'react';
import styles from './page.module.css';

/** A placeholder of the content's size while it loads, so the page does not jump when it arrives. */
export function Skeleton({ style, className }: { style?: CSSProperties; className?: string }) {
  return (
    <div className={className ? `${styles.skeleton} ${className}` : styles.skeleton} style={style} aria-hidden="true" />
  );
}
