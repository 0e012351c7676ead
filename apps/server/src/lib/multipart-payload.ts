import { FormDataEncoder } from 'form-data-encoder';

/** A file part: its bytes, the name and the type the client claims. */
export interface MultipartFilePart {
  filename: string;
  content: Buffer | Uint8Array | string;
  type?: string;
}

export type MultipartEntry = readonly [name: string, value: string | MultipartFilePart];

/**
 * Builds a multipart/form-data body for `app.inject()` in tests, in the given order (names may repeat).
 * Test helper: only test files import it.
 */
export async function multipartPayload(
  entries: Iterable<MultipartEntry>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      form.append(name, value);
    } else {
      const bytes = typeof value.content === 'string' ? Buffer.from(value.content) : value.content;
      form.append(name, new File([new Uint8Array(bytes)], value.filename, { type: value.type ?? '' }));
    }
  }
  const encoder = new FormDataEncoder(form);
  const chunks: Uint8Array[] = [];
  for await (const chunk of encoder.encode()) chunks.push(chunk);
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': encoder.headers['Content-Type'] } };
}
