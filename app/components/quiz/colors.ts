/**
 * Text colours that keep WCAG AA contrast (4.5:1) on Mantine's light green, red and yellow
 * backgrounds (green-9 is only 4.0:1 on green-light): dark green #1e6b30 is 6.0:1, red-9 #c92a2a
 * 4.9:1, dark amber #5c3d00 (the disclaimer's) over 8:1.
 */
export const TEXT_ON_LIGHT = {
  green: '#1e6b30',
  red: 'var(--mantine-color-red-9)',
  yellow: '#5c3d00',
} as const;
