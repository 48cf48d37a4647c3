import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginCredentials } from '../../../core/schemas/auth';
import { apiRequest } from '../../api/client';
import { AuthCard, AuthFormCard, NoticeThenHome } from '../../components/account/AuthCard';
import { useAuthFields } from '../../components/account/useAuthFields';
import { passwordToggle } from '../../components/passwordToggle';
import { markWelcomePending } from '../../auth';
import { saveLastKnownUser } from '../../db/onDemand';
import { SESSION_NOT_CREATED, initialLoginValues, loadAuthSchemas, loginErrorMessage, validateLogin } from './loginForm';

// The recovery form loads with its schemas only when asked for: /login's first screen stays without zod (docs/lighthouse.md).
const RecoverForm = lazy(() => import('./RecoverForm').then((m) => ({ default: m.RecoverForm })));

export default function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [recovering, setRecovering] = useState(false);
  // The server's word for the owner (failed sign-ins by others): said before going on.
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<LoginCredentials>({ initialValues: initialLoginValues, validate: validateLogin });
  const busy = form.submitting || redirecting;
  // Prerendered (docs/lighthouse.md): readable at once, usable once the app has taken it over.
  const { waiting, field } = useAuthFields(form, busy);

  const validateAndSend = form.onSubmit(async (credentials) => {
    setError(null);
    let reply: unknown;
    try {
      reply = await apiRequest('POST', '/api/auth/login', credentials);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      return;
    }
    // Confirm the session cookie really works before leaving the page.
    const { userReplySchema } = await loadAuthSchemas();
    const me = userReplySchema.safeParse(await apiRequest('GET', '/api/auth/me').catch(() => null));
    if (!me.success) {
      setError(SESSION_NOT_CREATED);
      return;
    }
    await saveLastKnownUser(me.data.user).catch(() => undefined);
    markWelcomePending();
    setRedirecting(true);
    const told = userReplySchema.safeParse(reply);
    if (told.success && told.data.notice) {
      setNotice(told.data.notice);
      return;
    }
    // A full page load (spec): every cache starts fresh for the signed-in user.
    window.location.assign('/');
  });
  // The form's schemas load on its first use (loginForm.ts), then it is checked and sent.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadAuthSchemas().then(
      () => validateAndSend(),
      (failure: unknown) => setError(loginErrorMessage(failure)),
    );
  };
  const prepare = () => void loadAuthSchemas().catch(() => undefined);

  if (notice) {
    return (
      <AuthCard size={440}>
        <NoticeThenHome color="yellow" role="alert">
          {notice}
        </NoticeThenHome>
      </AuthCard>
    );
  }
  if (recovering) {
    return (
      <AuthCard size={440}>
        <Suspense fallback={null}>
          <RecoverForm onCancel={() => setRecovering(false)} />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthFormCard
      size={440}
      title="Log In"
      lead="Sign in to search federal law and keep your recent searches."
      error={error}
      switchPrompt="Don't have an account?"
      switchTo="/signup"
      switchLabel="Sign up for free"
      termsLead="By logging in you agree to our"
    >
      {/* post: sent before the app's script runs (the page is prerendered), nothing is put in the address. */}
      <form onSubmit={submit} onFocus={prepare} method="post" noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <PasswordInput {...passwordToggle} label="Password" autoComplete="current-password" {...field('password')} />
          <Button type="submit" fullWidth mt="xs" disabled={busy || waiting}>
            {busy ? 'Logging in...' : 'Log In'}
          </Button>
          <Button variant="subtle" size="sm" onClick={() => setRecovering(true)} disabled={busy}>
            Forgot your password? Use a recovery code
          </Button>
        </Stack>
      </form>
    </AuthFormCard>
  );
}
