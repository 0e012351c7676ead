import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Input,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

const fontFamily =
  "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * A palette whose three darkest shades are replaced so that what Mantine draws with them reads at
 * WCAG AA (4.5:1) in the light scheme: shade 7 is the filled background under white text and the
 * text of outline buttons and links (also on the grey rows of tables), shade 8 the filled hover,
 * shade 9 the text of light badges, alerts and the active menu entry on shades 1 and 2. The lighter
 * shades, which carry the brand's hue in backgrounds and charts, stay Mantine's.
 */
function readable(name: string, dark: [string, string, string]): MantineColorsTuple {
  const base = DEFAULT_THEME.colors[name];
  if (!base) throw new Error(`Mantine has no colour ${name}`);
  return [...base.slice(0, 7), ...dark] as unknown as MantineColorsTuple;
}

/** Each is its Mantine shade 7 darkened in the same hue until it reaches the ratio above (docs/decisions.md). */
const READABLE_COLORS = {
  teal: readable('teal', ['#097a58', '#087152', '#076449']),
  green: readable('green', ['#267b35', '#237131', '#1f632b']),
  red: readable('red', ['#c73333', '#b82f2f', '#a72b2b']),
  orange: readable('orange', ['#b44b05', '#a54505', '#953e04']),
  yellow: readable('yellow', ['#946000', '#875800', '#7a4f00']),
  blue: readable('blue', ['#186db9', '#1765ac', '#145998']),
  grape: readable('grape', ['#a43bbe', '#9836b0', '#822e97']),
  indigo: readable('indigo', ['#3f5fe2', '#3a58d0', '#3149ad']),
} as const;

/** Secondary ("dimmed") text and placeholders: Mantine's greys 6 and 5 read at 3.3:1 and 2.1:1 on white. */
const DIMMED_TEXT = '#666c72';
const PLACEHOLDER_TEXT = '#70757a';

export const theme = createTheme({
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  colors: READABLE_COLORS,
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every input's focus ring (theme.module.css).
    Input: Input.extend({ classNames: { input: classes.input } }),
    // A badge is as wide as its words: Mantine's clipped label let a table column squeeze it to
    // "NOT DISP…" (a status, an order's type); a badge never cuts what it says.
    Badge: Badge.extend({ styles: { label: { overflow: 'visible' } } }),
  },
});

/** Mantine's light-scheme text variables that do not come from a palette's dark shades. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    // Mantine's red 6 (3.3:1): field errors and red text use the readable red.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
