import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { passwordToggle } from '../passwordToggle';

/** Each password field of the account dialogs and the recovery form: its label and the browser's autofill hint. */
const FIELDS = {
  currentPassword: { label: 'Current password', autoComplete: 'current-password' },
  newPassword: { label: 'New password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm new password', autoComplete: 'new-password' },
} as const;

type PasswordField = keyof typeof FIELDS;

/** What the fields need of a Mantine form: each field's input props, and whether the form is being sent. */
interface PasswordForm<Field extends PasswordField> {
  submitting: boolean;
  getInputProps(path: Field): GetInputPropsReturnType;
}

/**
 * Change password's, new recovery codes' and the recovery form's password fields, in the order
 * given: each with the show/hide button and the form's messages, and still while the form is sent.
 */
export function PasswordFields<Field extends PasswordField>({ form, fields }: { form: PasswordForm<Field>; fields: readonly Field[] }) {
  return fields.map((name) => (
    <PasswordInput key={name} {...passwordToggle} {...FIELDS[name]} disabled={form.submitting} {...form.getInputProps(name)} />
  ));
}
