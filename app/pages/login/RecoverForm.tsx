import { useState } from 'react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import type { z } from 'zod';
import { recoverFormSchema, userReplySchema } from '../../../core/schemas/auth';
import { apiRequest } from '../../api/client';
import { NoticeThenHome } from '../../components/account/AuthCard';
import { PasswordFields } from '../../components/account/PasswordFields';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { useRequestError } from '../../components/useRequestError';
import { saveLastKnownUser } from '../../db/onDemand';

type Values = z.infer<typeof recoverFormSchema>;

/** "Forgot your password?": one recovery code (used up) sets a new password and signs in here. */
export function RecoverForm({ onCancel }: { onCancel: () => void }) {
  const { error, attempt } = useRequestError();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: '', recoveryCode: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(recoverFormSchema, { sync: true }),
  });
  const submit = form.onSubmit(({ email, recoveryCode, newPassword }) =>
    attempt(async () => {
      const reply = userReplySchema.parse(await apiRequest('POST', '/api/auth/recover', { email, recoveryCode, newPassword }));
      await saveLastKnownUser(reply.user).catch(() => undefined);
      setDone(reply.notice ?? 'Your password is changed.');
    }, 'Check your connection and try again.'),
  );

  if (done) {
    return (
      <NoticeThenHome color="green" role="status">
        {done}
      </NoticeThenHome>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Use a recovery code
        </Title>
        <Text c="dimmed" size="sm">
          Enter one of the recovery codes you saved when you signed up, and choose a new password. Each code works once.
        </Text>
      </div>
      <FormErrorAlert error={error} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" disabled={form.submitting} {...form.getInputProps('email')} />
          <TextInput
            label="Recovery code"
            autoComplete="off"
            spellCheck={false}
            disabled={form.submitting}
            {...form.getInputProps('recoveryCode')}
          />
          <PasswordFields form={form} fields={['newPassword', 'confirmPassword']} />
          <Button type="submit" fullWidth mt="xs" disabled={form.submitting}>
            Set new password
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Back to Log In
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
