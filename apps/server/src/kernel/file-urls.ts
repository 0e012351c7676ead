import type { ServiceContext } from './context';

/** Turns a stored file's key into the URL an answer carries (null stays null). */
export type FileUrl = (key: string | null) => string | null;

/** Public URLs of stored public files, for the answers built in this context. */
export function publicFileUrl(ctx: Pick<ServiceContext, 'files'>): FileUrl {
  return (key) => (key ? ctx.files.publicUrl(key) : null);
}
