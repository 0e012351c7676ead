import { PERMISSIONS } from '@app/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { actionLabel, PERMISSIONS_NS, subjectLabel } from '../company-admin/log-actions/labels';
import arPermissions from './ar/permissions.json';
import enPermissions from './en/permissions.json';

/** Actions the server logs that are not permission strings (staff sign-in, customers' own account changes). */
const OTHER_ACTIONS = [
  'sign in',
  'sign out',
  'register',
  'update profile',
  'change password',
  'delete account',
  'manage addresses',
  'post review',
  'notify me',
  'send prescription',
  'place order',
  'cancel order',
  'record payment',
  'refund payment',
];
/** Subjects the server's log rows name today. */
const SUBJECTS = ['admins'];
const ARABIC = /[\u0600-\u06FF]/;

const catalogues = { ar: arPermissions, en: enPermissions };

// The app's separators (i18next defaults), so a key that only works by accident would fail here.
const instance = i18next.createInstance();
await instance.init({
  resources: { ar: { [PERMISSIONS_NS]: arPermissions }, en: { [PERMISSIONS_NS]: enPermissions } },
  lng: 'ar',
  fallbackLng: false,
  interpolation: { escapeValue: false },
});

describe.each(['ar', 'en'] as const)('permission labels (%s)', (lang) => {
  const t = instance.getFixedT(lang, PERMISSIONS_NS);

  it('label every permission string of the contracts and every other logged action', () => {
    const labels = [...PERMISSIONS, ...OTHER_ACTIONS].map((action) => {
      const label = actionLabel(t, action);
      expect(label, `${lang}: "${action}" has no label`).not.toBe(action);
      expect(label.trim(), action).not.toBe('');
      // A label in the wrong language is as unreadable as none.
      expect(ARABIC.test(label), `${lang}: "${action}" → "${label}"`).toBe(lang === 'ar');
      return label;
    });
    // Two permissions with one label could not be told apart on screen.
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('label the subjects the server logs', () => {
    for (const subject of SUBJECTS) {
      const label = subjectLabel(t, subject);
      expect(label, `${lang}: subject "${subject}" has no label`).not.toBe(subject);
      expect(ARABIC.test(label), label).toBe(lang === 'ar');
    }
  });

  it('hold no labels for strings that no longer exist', () => {
    const known = new Set<string>([...PERMISSIONS, ...OTHER_ACTIONS, 'subjects']);
    expect(Object.keys(catalogues[lang]).filter((key) => !known.has(key))).toEqual([]);
  });
});

it('keeps the subjects group apart from the action strings', () => {
  expect([...PERMISSIONS, ...OTHER_ACTIONS]).not.toContain('subjects');
});
