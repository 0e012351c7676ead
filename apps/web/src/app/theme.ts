import { createTheme } from '@mantine/core';

const fontFamily =
  "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
