import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A figure that opens the list behind it; without such a page (not built) it is plain text. */
export function FigureLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (!to) return <span>{children}</span>;
  return (
    <Link className="figure-link" to={to} aria-label={label}>
      {children}
    </Link>
  );
}

/** A list page's path with a query (null when the page is not offered). */
export function withQuery(path: string | null, query: Record<string, string>): string | null {
  if (!path) return null;
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
