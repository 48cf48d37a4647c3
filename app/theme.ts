import { Notification, createTheme, Tooltip, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { TOOLTIP_DELAY_MS } from '../core/constants';

/** Brand navy; shade 8 is the manifest's theme colour #1c3d6e (white text on it: 11:1). */
const navy: MantineColorsTuple = [
  '#edf2fa',
  '#d8e2f1',
  '#afc3e2',
  '#84a2d2',
  '#6087c5',
  '#4a76bd',
  '#3c6bb9',
  '#2e5aa2',
  '#1c3d6e',
  '#132c52',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  focusRing: 'auto',
  defaultRadius: 'md',
  components: {
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: TOOLTIP_DELAY_MS } }),
    // Mantine greys a toast's message (gray-6, 3.3:1); styles.css darkens it.
    Notification: Notification.extend({ classNames: { description: 'toast-message' } }),
  },
});

/**
 * Mantine's light-scheme grays for secondary text, placeholders and errors are below WCAG AA
 * (4.5:1) on white; darken them. gray-7 #495057: 8.2:1; #6b7280: 4.8:1; red-9 #c92a2a: 5.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
