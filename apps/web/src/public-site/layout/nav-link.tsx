import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavEntry } from './menu';

/** A menu entry: a router link with aria-current on the active page, or an external link in a new tab. */
export function NavLink({
  entry,
  active,
  className,
  children,
}: {
  entry: NavEntry;
  active: boolean;
  className?: string;
  children?: ReactNode;
}) {
  if (entry.external) {
    return (
      <a href={entry.href} className={className} target="_blank" rel="noopener noreferrer">
        {children ?? entry.label}
      </a>
    );
  }
  return (
    <Link to={entry.href} className={className} aria-current={active ? 'page' : undefined}>
      {children ?? entry.label}
    </Link>
  );
}
