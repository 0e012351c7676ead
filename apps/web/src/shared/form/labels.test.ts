import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test-utils';
import type { AnyT } from '../translation-key';
import { createLabelOf } from './labels';

const t = createTestI18n('en').t as unknown as AnyT;
const tAr = createTestI18n('ar').t as unknown as AnyT;

describe('field labels', () => {
  it('come from the form’s keys by the field’s own name, list indexes and parents dropped', () => {
    const labelOf = createLabelOf({ fields: 'users:fields' }, t);
    expect(labelOf('email')).toBe('E-mail');
    expect(labelOf('translation.1.name')).toBe('Name');
    expect(labelOf('translation[0][name]')).toBe('Name');
    expect(labelOf('items.3.role_id')).toBe('Role');
  });

  it('follow the language', () => {
    expect(createLabelOf({ fields: 'users:fields' }, tAr)('email')).toBe(
      createTestI18n('ar').t('users:fields.email' as never),
    );
  });

  it('take a declared exception first, by path, by list pattern or by name', () => {
    const labelOf = createLabelOf(
      { fields: 'users:fields', labels: { 'translation.*.name': 'users:fields.email', mobile: 'users:fields.name' } },
      t,
    );
    expect(labelOf('translation.0.name')).toBe('E-mail');
    expect(labelOf('mobile')).toBe('Name');
    expect(labelOf('name')).toBe('Name');
  });

  it('read as the field’s name with spaces when no key has them, so a missing key shows on screen', () => {
    expect(createLabelOf({ fields: 'users:fields' }, t)('no_such_field')).toBe('no such field');
    expect(createLabelOf({}, t)('time_shifts.0.time_from')).toBe('time from');
  });
});
