import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('counted messages', () => {
  it('use the Arabic plural forms of the number', () => {
    const inUse = (count: number) => translate('ar', 'role_in_use', { count });
    expect(inUse(1)).toBe('لا يمكن حذف الدور لأن مستخدمًا واحدًا يحمله؛ انقله إلى دور آخر أولاً.');
    expect(inUse(2)).toBe('لا يمكن حذف الدور لأن مستخدمَين يحملانه؛ انقلهما إلى دور آخر أولاً.');
    expect(inUse(3)).toBe('لا يمكن حذف الدور لأن 3 مستخدمين يحملونه؛ انقلهم إلى دور آخر أولاً.');
    expect(inUse(11)).toBe('لا يمكن حذف الدور لأن 11 مستخدمًا يحملونه؛ انقلهم إلى دور آخر أولاً.');
    expect(inUse(100)).toBe('لا يمكن حذف الدور لأن 100 مستخدم يحملونه؛ انقلهم إلى دور آخر أولاً.');
  });

  it('use the English singular for one', () => {
    expect(translate('en', 'role_in_use', { count: 1 })).toBe(
      'This role cannot be deleted while 1 user holds it; move them to another role first.',
    );
    expect(translate('en', 'role_in_use', { count: 4 })).toBe(
      'This role cannot be deleted while 4 users hold it; move them to another role first.',
    );
  });
});
