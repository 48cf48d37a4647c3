import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { newRecoveryCodesSchema, recoveryCodesReplySchema } from '../../../core/schemas/auth';
import { apiRequest } from '../../api/client';
import { FormErrorAlert } from '../FormErrorAlert';
import { useRequestError } from '../useRequestError';
import { RecoveryCodesList } from './RecoveryCodesList';
import { FormActions } from './FormActions';
import { PasswordFields } from './PasswordFields';

/** "Recovery codes" in the account menu: with the current password, a new set (the old codes stop working). */
export function RecoveryCodesModal({ opened, onClose, email }: { opened: boolean; onClose: () => void; email: string }) {
  const { error, attempt, clearError } = useRequestError();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useForm({ initialValues: { currentPassword: '' }, validate: schemaResolver(newRecoveryCodesSchema, { sync: true }) });
  const close = () => {
    form.reset();
    setCodes(null);
    clearError();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    attempt(async () => {
      setCodes(recoveryCodesReplySchema.parse(await apiRequest('POST', '/api/auth/me/recovery-codes', values)).recoveryCodes);
    }, 'New codes could not be made. Check your connection and try again.'),
  );
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
            <PasswordFields form={form} fields={['currentPassword']} />
            <FormActions onCancel={close} submitting={form.submitting}>
              Make new codes
            </FormActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
