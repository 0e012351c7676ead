import type { TFunction } from 'i18next';

/** The catalogue of permission, action and subject labels (locales/<lang>/permissions.json). */
export const PERMISSIONS_NS = 'permissions';

type PermissionsT = TFunction<typeof PERMISSIONS_NS>;

/**
 * The label of a permission or log action string ('add users', 'sign in'). The strings are keys
 * exactly as the server writes them, so separators are switched off: a later string holding a dot
 * or a colon still finds its label. A string the catalogue does not know is shown as sent.
 */
export function actionLabel(t: PermissionsT, action: string): string {
  return t(action, { ns: PERMISSIONS_NS, keySeparator: false, nsSeparator: false, defaultValue: action });
}

/** The label of the kind of record a log row is about ('admins' → "User"), or the key as sent. */
export function subjectLabel(t: PermissionsT, subject: string): string {
  return t(`subjects.${subject}`, { ns: PERMISSIONS_NS, nsSeparator: false, defaultValue: subject });
}
