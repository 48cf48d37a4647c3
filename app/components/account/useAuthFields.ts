import type { UseFormReturnType } from '@mantine/form';
import { useHydrated } from '../../prerender/useHydrated';

/**
 * Log in's and sign up's fields: required without the asterisk (sign up says once that every
 * field is), still while the form is busy, and read-only until the app has taken over the
 * prerendered page (docs/lighthouse.md). `waiting` is that last state, for the submit button.
 */
export function useAuthFields<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>, busy: boolean) {
  const waiting = !useHydrated();
  const field = (name: keyof Values & string) => ({
    required: true,
    withAsterisk: false,
    disabled: busy,
    readOnly: waiting,
    ...form.getInputProps(name),
  });
  return { waiting, field };
}
