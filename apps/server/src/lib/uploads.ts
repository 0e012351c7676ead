import { stripBidiControls } from '@app/contracts';
import { z } from 'zod';

/** The type read from the file's first bytes (file-type), never from its name or the client's claim. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * A file part of a multipart request, already streamed to a temporary file. It lives until the
 * response is sent: persist it with saveUpload() inside the handler, after validation.
 */
export interface UploadedFile {
  readonly kind: 'file';
  /** The form field name, brackets included (`attachments[cv]`). */
  readonly fieldname: string;
  /** The client's file name: untrusted, for display only. */
  readonly filename: string;
  readonly size: number;
  readonly tmpPath: string;
  readonly detected: DetectedType | undefined;
}

// Only objects built by the multipart parser count as files: a JSON body shaped like one
// (with a tmpPath of its choosing) must never reach the storage code.
const genuineUploads = new WeakSet<object>();

export function createUploadedFile(props: Omit<UploadedFile, 'kind'>): UploadedFile {
  // The name is shown to staff as given: direction controls could make "cv\u202Efdp.exe" read "cvexe.pdf".
  const filename = stripBidiControls(props.filename);
  const file: UploadedFile = Object.freeze({ kind: 'file', ...props, filename });
  genuineUploads.add(file);
  return file;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && genuineUploads.has(value);
}

/** Body schema for a file field: `image: uploadedFile.optional()`, `attachments: z.object({ cv: uploadedFile })`. */
export const uploadedFile = z
  .custom<UploadedFile>(isUploadedFile, { params: { code: 'file_expected' } })
  .meta({ type: 'string', format: 'binary' });
