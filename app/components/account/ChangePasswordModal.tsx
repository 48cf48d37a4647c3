import { Modal, Stack, Text } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { changePasswordFormSchema } from '../../../core/schemas/auth';
import { apiRequest } from '../../api/client';
import { FormErrorAlert } from '../FormErrorAlert';
import { toast } from '../toast';
import { useRequestError } from '../useRequestError';
import { FormActions } from './FormActions';
import { PasswordFields } from './PasswordFields';

type Values = z.infer<typeof changePasswordFormSchema>;

export const PASSWORD_CHANGED = 'Password changed';
export const PASSWORD_CHANGED_MESSAGE = 'Every other device signed in to your account is now signed out.';

/** "Change password" in the account menu: current password required; the server ends every other session. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { error, attempt, clearError } = useRequestError();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    clearError();
    onClose();
  };
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    const changed = await attempt(
      () => apiRequest('POST', '/api/auth/me/password', { currentPassword, newPassword }),
      'The password could not be changed. Check your connection and try again.',
    );
    if (!changed) return;
    toast({ title: PASSWORD_CHANGED, message: PASSWORD_CHANGED_MESSAGE });
    close();
  });
  return (
    <Modal opened={opened} onClose={close} title="Change password" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormErrorAlert error={error} />
          <Text size="sm">Use at least 12 characters. A few unrelated words make a strong password that is easy to remember.</Text>
          <PasswordFields form={form} fields={['currentPassword', 'newPassword', 'confirmPassword']} />
          <FormActions onCancel={close} submitting={form.submitting}>
            {form.submitting ? 'Changing...' : 'Change password'}
          </FormActions>
        </Stack>
      </form>
    </Modal>
  );
}
