import { useState } from 'react';
import { Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { authMessages, recoverSchema, userReplySchema } from '../../../core/schemas/auth';
import { ApiError, apiRequest } from '../../api/client';
import { NoticeThenHome } from '../../components/account/AuthCard';
import { FormErrorAlert } from '../../components/FormErrorAlert';
import { passwordToggle } from '../../components/passwordToggle';
import { saveLastKnownUser } from '../../db/onDemand';

const formSchema = recoverSchema.extend({ confirmPassword: z.string() }).refine((v) => v.newPassword === v.confirmPassword, {
  message: authMessages.passwordsMatch,
  path: ['confirmPassword'],
});
type Values = z.infer<typeof formSchema>;

/** "Forgot your password?": one recovery code (used up) sets a new password and signs in here. */
export function RecoverForm({ onCancel }: { onCancel: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: '', recoveryCode: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const submit = form.onSubmit(async ({ email, recoveryCode, newPassword }) => {
    setError(null);
    try {
      const reply = userReplySchema.parse(await apiRequest('POST', '/api/auth/recover', { email, recoveryCode, newPassword }));
      await saveLastKnownUser(reply.user).catch(() => undefined);
      setDone(reply.notice ?? 'Your password is changed.');
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'Check your connection and try again.');
    }
  });

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
