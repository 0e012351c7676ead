import { describe, expect, it } from 'vitest';
import { INT32_MAX, id, int32, optionalId } from './common';

describe('id', () => {
  it('takes a JSON number or its decimal digits', () => {
    expect(id.parse(5)).toBe(5);
    expect(id.parse('5')).toBe(5);
    expect(id.parse(String(INT32_MAX))).toBe(INT32_MAX);
    expect(optionalId.parse('')).toBeUndefined();
    expect(optionalId.parse(null)).toBeUndefined();
  });

  it.each([
    ' 5',
    '5 ',
    '05',
    '+5',
    '0x5',
    '5.0',
    '1e1',
    '',
    '0',
    '-5',
    String(INT32_MAX + 1),
    true,
    [5],
    { id: 5 },
    5.5,
    null,
  ])('refuses %j', (value) => {
    expect(id.safeParse(value).success).toBe(false);
  });

  it('int32 takes a minus sign but no other spelling', () => {
    expect(int32.parse('-7')).toBe(-7);
    expect(int32.parse('0')).toBe(0);
    for (const value of ['-0', '- 7', '007', '7e0', false]) expect(int32.safeParse(value).success).toBe(false);
  });
});
