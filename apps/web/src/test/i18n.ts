import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every locale file, read eagerly (tests only), keyed `<lang>` → `<namespace>`. */
export const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] ??= {};
    resources[lang][ns] = content as Record<string, string>;
  }
  return resources;
}

/** The app's i18next instance, synchronously ready with every namespace (no Suspense in tests). */
export function initTestI18n(lang: 'ar' | 'en' = 'ar') {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(lang);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    lng: lang,
    resources: allResources(),
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18next;
}
