import { useState } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { newRecoveryCodesSchema, recoveryCodesReplySchema } from '../../../core/schemas/auth';
import { ApiError, apiRequest } from '../../api/client';
import { FormErrorAlert } from '../FormErrorAlert';
import { passwordToggle } from '../passwordToggle';
import { RecoveryCodesList } from './RecoveryCodesList';
import { FormActions } from './FormActions';

/** "Recovery codes" in the account menu: with the current password, a new set (the old codes stop working). */
export function RecoveryCodesModal({ opened, onClose, email }: { opened: boolean; onClose: () => void; email: string }) {
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initialValues: { currentPassword: '' }, validate: schemaResolver(newRecoveryCodesSchema, { sync: true }) });
  const close = () => {
    form.reset();
    setCodes(null);
    setError(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      setCodes(recoveryCodesReplySchema.parse(await apiRequest('POST', '/api/auth/me/recovery-codes', values)).recoveryCodes);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage ?? failure.message)
          : 'New codes could not be made. Check your connection and try again.',
      );
    }
  });
  return (
    <Modal opened={opened} onClose={close} title="Recovery codes" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {codes ? (
        <Stack gap="sm">
          <RecoveryCodesList codes={codes} email={email} />
          <Group justify="flex-end">
            <Button onClick={close}>I have saved my recovery codes</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormErrorAlert error={error} />
            <Text size="sm">Make a new set of 10 recovery codes. The codes you have now will stop working.</Text>
            <PasswordInput
              {...passwordToggle}
              label="Current password"
              autoComplete="current-password"
              disabled={form.submitting}
              {...form.getInputProps('currentPassword')}
            />
            <FormActions onCancel={close} submitting={form.submitting}>
              Make new codes
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
