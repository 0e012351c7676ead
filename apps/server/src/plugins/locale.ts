import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer language, from the `locale` header (`ar` when absent or unknown). */
    readonly locale: Locale;
    /** Translates a message key into the request's language. */
    t(key: MessageKey | string, params?: MessageParams): string;
  }
}

/** `en`, `EN`, `en-US` and `en_GB` all mean English; anything unknown falls back to Arabic. */
export function parseLocale(header: string | string[] | undefined): Locale {
  // What the web app sends, as it is: no copies made on every request.
  if (typeof header === 'string' && (LOCALES as readonly string[]).includes(header)) return header as Locale;
  const raw = Array.isArray(header) ? header[0] : header;
  const base = raw?.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : DEFAULT_LOCALE;
}

async function localePlugin(app: FastifyInstance): Promise<void> {
  // A getter rather than an onRequest hook: errors raised before any hook runs are still answered in the right language.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return parseLocale(this.headers.locale);
    },
  });
  app.decorateRequest('t', function t(this: FastifyRequest, key: MessageKey | string, params?: MessageParams) {
    return translate(this.locale, key, params);
  });
}

export default fp(localePlugin, { name: 'locale', fastify: '5.x' });
