import { adminCreateBody, adminUpdateBody, hasBidiControl } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestI18n } from '../test-utils';
import { createLabelOf, toFieldPath } from './labels';
import { createErrorMap } from './zod-messages';

function messages(schema: z.ZodType, values: Record<string, unknown>, lang: 'ar' | 'en' = 'en') {
  const i18n = createTestI18n(lang);
  const labelOf = createLabelOf({ fields: 'users:fields', labels: { 'items.*.qty': 'users:fields.name' } }, i18n.t);
  const error = createErrorMap({
    t: i18n.t,
    locale: lang,
    labelOf,
    valueAt: (path) => path.reduce<unknown>((at, key) => (at as Record<PropertyKey, unknown>)?.[key], values),
  });
  const result = schema.safeParse(values, { error });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('validation messages', () => {
  it('name the field and follow the issue', () => {
    expect(
      messages(adminCreateBody, {
        name: 'A',
        email: 'x',
        mobile: '12',
        password: 'abcdefgh',
        role_id: null,
        employment_number: -1,
      }),
    ).toEqual({
      name: 'The Name must be at least 2 characters.',
      email: 'The E-mail must be a valid e-mail address.',
      mobile: 'The Mobile number format is invalid.',
      password: 'The Password must contain at least one digit.',
      role_id: 'The Role field is required.',
      employment_number: 'The Employment number must be at least 0.',
    });
  });

  it('treat an optional empty password on update as fine and a short one as too short', () => {
    expect(messages(adminUpdateBody, { name: 'Sara', email: 'a@b.co', password: '', role_id: 2 })).toEqual({});
    expect(messages(adminUpdateBody, { name: 'Sara', email: 'a@b.co', password: 'a1', role_id: 2 })).toEqual({
      password: 'The Password must be at least 8 characters.',
    });
  });

  it('are Arabic for Arabic users', () => {
    expect(messages(z.object({ name: z.string().max(3) }), { name: 'أحمد علي' }, 'ar')).toEqual({
      name: 'يجب ألا يزيد عدد أحرف حقل الاسم عن 3.',
    });
  });

  it('name invisible direction characters in both languages, as the server does', () => {
    const plain = z.object({
      name: z.string().refine((value) => !hasBidiControl(value), { params: { code: 'bidi_control' } }),
    });
    expect(messages(plain, { name: 'Sara\u202E' })).toEqual({
      name: 'The Name contains invisible direction characters; please retype it.',
    });
    expect(messages(plain, { name: 'سارة\u200F' }, 'ar')).toEqual({
      name: 'حقل الاسم يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.',
    });
  });

  it('find labels of list items by pattern', () => {
    expect(
      messages(z.object({ items: z.array(z.object({ qty: z.number().int() })) }), { items: [{ qty: 1.5 }] }),
    ).toEqual({
      'items.0.qty': 'The Name must be a whole number.',
    });
  });
});

describe('toFieldPath', () => {
  it('turns bracket names into form paths', () => {
    expect(toFieldPath('translation[0][name]')).toBe('translation.0.name');
    expect(toFieldPath('sections[2][translations][1][title]')).toBe('sections.2.translations.1.title');
    expect(toFieldPath('translation.0.name')).toBe('translation.0.name');
    expect(toFieldPath('email')).toBe('email');
  });
});
