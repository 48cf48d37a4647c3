/**
 * Mantine's show/hide button is named "Toggle password visibility", which also matches a
 * search for the "Password" field by label; name it by what it does instead.
 */
export const passwordToggle = {
  visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters typed' },
} as const;
