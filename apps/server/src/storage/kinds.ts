/** The file types the platform stores, by what their content is (see the upload rules). */

export interface FileKind {
  /** Extension of the stored file. */
  ext: string;
  mime: string;
  /** How the type is named to users in the refusal message. */
  label: string;
  /** Re-encoded with sharp (orientation applied, all metadata dropped). */
  image?: 'jpeg' | 'png' | 'webp' | 'gif';
  /** Plain text recognised by content (file-type does not detect text). */
  text?: boolean;
}

export const fileKinds = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', label: 'jpg', image: 'jpeg' },
  png: { ext: 'png', mime: 'image/png', label: 'png', image: 'png' },
  webp: { ext: 'webp', mime: 'image/webp', label: 'webp', image: 'webp' },
  gif: { ext: 'gif', mime: 'image/gif', label: 'gif', image: 'gif' },
  pdf: { ext: 'pdf', mime: 'application/pdf', label: 'pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'docx' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'xlsx' },
  csv: { ext: 'csv', mime: 'text/csv', label: 'csv', text: true },
} as const satisfies Record<string, FileKind>;

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.values(fileKinds).map((kind) => [kind.ext, kind.mime]),
);

/** The content type of a stored file, from its key's extension (which came from the sniffed type). */
export function mimeForKey(key: string): string {
  return MIME_BY_EXT[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Whether a public file may be shown by the browser in place: only images, which were re-encoded.
 * Every other document (PDF, Word, spreadsheets, text) is served as a download, so a crafted file
 * never renders as a page of the site's origin.
 */
export function servedInline(key: string): boolean {
  return mimeForKey(key).startsWith('image/');
}
