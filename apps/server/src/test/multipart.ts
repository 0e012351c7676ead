import type { FastifyInstance } from 'fastify';
import { type MultipartEntry, multipartPayload } from '../lib/multipart-payload';
import { authHeader } from './auth';

/** `translation[i][local|name|content]` of a bilingual record, Arabic first. */
export function translationEntries(
  name: { ar: string; en: string },
  content = { ar: '<p>نص</p>', en: '<p>Text</p>' },
): MultipartEntry[] {
  return [
    ['translation[0][local]', 'ar'],
    ['translation[0][name]', name.ar],
    ['translation[0][content]', content.ar],
    ['translation[1][local]', 'en'],
    ['translation[1][name]', name.en],
    ['translation[1][content]', content.en],
  ];
}

/** A multipart POST as a signed-in admin, in the given language. */
export async function postMultipart(
  app: FastifyInstance,
  url: string,
  entries: MultipartEntry[],
  options: { token: string; locale: string },
) {
  const { payload, headers } = await multipartPayload(entries);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...authHeader(options.token), locale: options.locale },
  });
}
