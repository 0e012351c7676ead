import { z } from 'zod';

/**
 * A file the record already has. File slots hold one of these, a newly chosen `File`, or null;
 * only `File`s are sent, so an untouched slot never re-uploads or clears the stored file.
 */
export interface StoredFile {
  readonly stored: true;
  readonly url: string | null;
  readonly name?: string;
}

export type SlotValue = File | StoredFile | null;

export function storedFile(url: string | null | undefined, name?: string): StoredFile {
  return { stored: true, url: url ?? null, name };
}

export function isStoredFile(value: unknown): value is StoredFile {
  return typeof value === 'object' && value !== null && (value as { stored?: unknown }).stored === true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function append(form: FormData, name: string, value: unknown): void {
  if (value === undefined || isStoredFile(value)) return;
  if (value instanceof Blob) {
    form.append(name, value, value instanceof File ? value.name : undefined);
  } else if (value === null) {
    // Laravel-style servers read an empty field as null.
    form.append(name, '');
  } else if (typeof value === 'boolean') {
    form.append(name, value ? '1' : '0');
  } else if (value instanceof Date) {
    form.append(name, value.toISOString());
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      append(form, `${name}[${index}]`, item);
    });
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) append(form, `${name}[${key}]`, item);
  } else {
    form.append(name, String(value));
  }
}

/**
 * Form values → multipart body with bracket names (`translation[0][name]`, `sections[2][image]`),
 * skipping undefined values and untouched file slots; booleans travel as 1/0.
 */
export function toFormData(values: Record<string, unknown>, into: FormData = new FormData()): FormData {
  for (const [key, value] of Object.entries(values)) append(into, key, value);
  return into;
}

/**
 * The schema of a file slot in a form schema, e.g. `newsBody.extend({ image: fileSlot })`: the slot's
 * value passes validation untouched (the server checks the file itself).
 */
export const fileSlot = z.custom<SlotValue>(
  (value) => value === null || value === undefined || value instanceof File || isStoredFile(value),
);
