import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';
const gray = merged.colors.gray;
/** Every colour the back-offices give buttons, badges, alerts and text. */
const USED = ['teal', 'green', 'red', 'orange', 'yellow', 'blue', 'grape', 'indigo'] as const;
const AA = 4.5;

describe('the staff theme reads at WCAG AA in the light scheme', () => {
  it.each(USED)(
    '%s: filled under white text, outline and link text on white and grey rows, light text on its light backgrounds',
    (name) => {
      const shades = merged.colors[name];
      expect(merged.primaryShade).toMatchObject({ light: 7 });
      expect(contrast(WHITE, shades[7])).toBeGreaterThanOrEqual(AA); // filled
      expect(contrast(WHITE, shades[8])).toBeGreaterThanOrEqual(AA); // filled, hovered
      for (const row of [WHITE, gray[0], gray[1]]) expect(contrast(shades[7], row)).toBeGreaterThanOrEqual(AA); // outline, links
      for (const light of [shades[1], shades[2]]) expect(contrast(shades[9], light)).toBeGreaterThanOrEqual(AA); // light, light hovered
    },
  );

  it('secondary text, placeholders and error messages', () => {
    const light = cssVariablesResolver(merged).light;
    const dimmed = light['--mantine-color-dimmed'] ?? '';
    const placeholder = light['--mantine-color-placeholder'] ?? '';
    for (const background of [WHITE, gray[0], gray[1]]) expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(AA);
    expect(contrast(placeholder, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-8)');
    expect(contrast(merged.colors.red[8], WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand: the primary colour is teal and the light shades are Mantine’s', () => {
    expect(merged.primaryColor).toBe('teal');
    expect(merged.colors.teal.slice(0, 7)).toEqual(DEFAULT_THEME.colors.teal.slice(0, 7));
  });
});
