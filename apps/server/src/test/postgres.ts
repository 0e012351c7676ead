/** Helpers for running the suite against a PostgreSQL server (DATABASE_URL set). */

/** Unique per run, so two runs against one server don't clash. */
export function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'postgres'}_tpl_${process.pid}`;
}

/** The maintenance database of the same server, to create and drop databases from. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
