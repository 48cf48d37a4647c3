import { useState } from 'react';
import { formatISO } from 'date-fns';
import { Button, Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { toSignupPayload, userReplySchema, type SignupForm, type User } from '../../../core/schemas/auth';
import { apiRequest } from '../../api/client';
import { AuthCard, AuthFormCard } from '../../components/account/AuthCard';
import { useAuthFields } from '../../components/account/useAuthFields';
import { passwordToggle } from '../../components/passwordToggle';
import { useAuth } from '../../auth';
import { toast } from '../../components/toast';
import { SignupDisclaimer } from './SignupDisclaimer';
import { RecoveryCodesList } from '../../components/account/RecoveryCodesList';
import { SIGNUP_FAILED, fieldErrorsFromReply, initialSignupValues, signupErrorMessage, validateSignup } from './signupForm';

/** The user's local date, yyyy-mm-dd: nobody is born tomorrow. */
function today(): string {
  return formatISO(new Date(), { representation: 'date' });
}

export default function SignupPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ codes: string[]; user: User } | null>(null);
  const finish = async (user: User) => {
    await signIn(user);
    toast({ title: 'Account created successfully!' });
    navigate('/', { replace: true });
  };
  const form = useForm<SignupForm>({ initialValues: initialSignupValues, validate: validateSignup });
  const busy = form.submitting;
  // Prerendered (docs/lighthouse.md): readable at once, usable once the app has taken it over.
  // Every field is required (said once above the form, so labels carry no asterisk).
  const { waiting, field } = useAuthFields(form, busy);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    let reply: unknown;
    try {
      reply = await apiRequest('POST', '/api/auth/signup', toSignupPayload(values));
    } catch (failure) {
      setError(signupErrorMessage(failure));
      form.setErrors(fieldErrorsFromReply(failure));
      return;
    }
    const created = userReplySchema.safeParse(reply);
    if (!created.success) {
      setError(SIGNUP_FAILED);
      return;
    }
    // Shown once, here, before the app takes the user on (signed in, /signup leaves for /): the
    // server keeps only their hashes.
    if (created.data.recoveryCodes?.length) {
      setSaved({ codes: created.data.recoveryCodes, user: created.data.user });
      return;
    }
    await finish(created.data.user);
  });

  if (saved) {
    return (
      <AuthCard size={640}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Save your recovery codes
          </Title>
          <RecoveryCodesList codes={saved.codes} email={saved.user.email} />
          <Button onClick={() => void finish(saved.user)}>I have saved my recovery codes</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthFormCard
      size={640}
      title="Create Account"
      lead="Free access to plain-English federal law. We never charge for legal information."
      error={error}
      switchPrompt="Already have an account?"
      switchTo="/login"
      switchLabel="Log in"
      termsLead="Read our"
    >
      {/* post: sent before the app's script runs (the page is prerendered), nothing is put in the address. */}
      <form onSubmit={submit} method="post" noValidate>
        <Stack gap="sm">
          <Text size="sm">All fields are required.</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Username" autoComplete="username" {...field('username')} />
            <TextInput label="Full Legal Name" autoComplete="name" {...field('fullLegalName')} />
            <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
            <TextInput label="Phone Number" type="tel" autoComplete="tel-national" placeholder="123-456-7890" {...field('phoneNumber')} />
            <TextInput
              label="Date of Birth"
              type="date"
              autoComplete="bday"
              max={waiting ? undefined : today()}
              {...field('dateOfBirth')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput {...passwordToggle} label="Password" autoComplete="new-password" {...field('password')} />
            <PasswordInput {...passwordToggle} label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
          </SimpleGrid>

          <SignupDisclaimer />

          <Checkbox
            label="I understand and accept the legal disclaimer"
            disabled={busy}
            {...form.getInputProps('disclaimerAccepted', { type: 'checkbox' })}
          />

          <Button type="submit" fullWidth mt="xs" disabled={busy || waiting}>
            {busy ? 'Creating account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthFormCard>
  );
}
