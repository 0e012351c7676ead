import { BilingualField } from '../../shared/fields/bilingual-field';

/** The two-language name entries a section or subsection form starts from. */
export function nameValues(row?: { translation: { locale: string; name: string }[] }) {
  const of = (locale: string) => row?.translation.find((entry) => entry.locale === locale)?.name ?? '';
  return [
    { locale: 'ar' as const, name: of('ar') },
    { locale: 'en' as const, name: of('en') },
  ];
}

export function NameFields() {
  return (
    <BilingualField
      label="magazine-admin:fields.name"
      names={{ ar: 'translation.0.name', en: 'translation.1.name' }}
      required
    />
  );
}

/** A record id from the route, or null for a new one. */
export const routeId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
