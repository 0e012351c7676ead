import { describe, expect, it } from 'vitest';
import { toTimeValue } from './time-field';

describe('toTimeValue', () => {
  it('keeps the form value as 24-hour HH:mm whatever the picker or the record holds', () => {
    expect(toTimeValue('08:30:00')).toBe('08:30');
    expect(toTimeValue('8:05')).toBe('08:05');
    expect(toTimeValue('23:59')).toBe('23:59');
    expect(toTimeValue('')).toBe('');
    expect(toTimeValue(null)).toBe('');
    expect(toTimeValue('late')).toBe('');
  });
});
