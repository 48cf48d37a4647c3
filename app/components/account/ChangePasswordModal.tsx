import { useState } from 'react';
import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { authMessages, changePasswordSchema } from '../../../core/schemas/auth';
import { ApiError, apiRequest } from '../../api/client';
import { FormErrorAlert } from '../FormErrorAlert';
import { passwordToggle } from '../passwordToggle';
import { toast } from '../toast';
import { FormActions } from './FormActions';

const formSchema = changePasswordSchema.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  message: authMessages.passwordsMatch,
  path: ['confirmPassword'],
});
type Values = z.infer<typeof formSchema>;

export const PASSWORD_CHANGED = 'Password changed';
export const PASSWORD_CHANGED_MESSAGE = 'Every other device signed in to your account is now signed out.';

/** "Change password" in the account menu: current password required; the server ends every other session. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await apiRequest('POST', '/api/auth/me/password', { currentPassword, newPassword });
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? failure.message)
          : 'The password could not be changed. Check your connection and try again.',
      );
      return;
    }
    toast({ title: PASSWORD_CHANGED, message: PASSWORD_CHANGED_MESSAGE });
    close();
  });
  return (
    <Modal opened={opened} onClose={close} title="Change password" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert error={error} />
          <Text size="sm">Use at least 12 characters. A few unrelated words make a strong password that is easy to remember.</Text>
          <PasswordInput
            {...passwordToggle}
            label="Current password"
            autoComplete="current-password"
            disabled={form.submitting}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            {...passwordToggle}
            label="New password"
            autoComplete="new-password"
            disabled={form.submitting}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            {...passwordToggle}
            label="Confirm new password"
            autoComplete="new-password"
            disabled={form.submitting}
            {...form.getInputProps('confirmPassword')}
          />
          <FormActions onCancel={close} submitting={form.submitting}>
            {form.submitting ? 'Changing...' : 'Change password'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
