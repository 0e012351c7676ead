import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang, type Lang } from './lang';

/**
 * Every locale file becomes its own small lazy chunk, so an area downloads only the namespaces it
 * asks for (the public site never fetches admin strings). Areas preload their namespaces before
 * rendering (see AREA_NAMESPACES) to avoid a loading flash; anything else `useTranslation(ns)`
 * asks for is fetched on demand behind Suspense.
 */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

function localeFileKey(lang: string, ns: string): string {
  return `../locales/${lang}/${ns}.json`;
}

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string, namespace: string) {
    const load = localeFiles[localeFileKey(language, namespace)];
    if (!load) throw new Error(`Missing locale file ${language}/${namespace}.json`);
    return load();
  },
} as BackendModule;

/** Namespaces each area needs before its first render. */
export const AREA_NAMESPACES = {
  public: ['common'],
  login: ['common', 'auth'],
  // permissions: labels of permission and action strings, shown by the action log.
  companyAdmin: ['common', 'shell', 'toolkit', 'permissions'],
  storeAdmin: ['common', 'shell', 'toolkit'],
} as const satisfies Record<string, readonly string[]>;

let started: Promise<unknown> | null = null;

/** Starts i18next once with the stored language; safe to call again (returns the same promise). */
export function initI18n(lang: Lang = getLang()): Promise<unknown> {
  // Tests initialise the same instance with every file preloaded.
  if (!started && i18next.isInitialized) started = Promise.resolve();
  if (!started) {
    started = i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: lang,
        supportedLngs: ['ar', 'en'],
        fallbackLng: false,
        ns: ['common'],
        defaultNS: 'common',
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  }
  return started;
}

export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return initI18n().then(() => i18next.loadNamespaces(namespaces as string[]));
}

export { i18next as i18n };
