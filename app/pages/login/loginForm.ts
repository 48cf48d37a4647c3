import { schemaResolver, type FormErrors } from '@mantine/form';
import type { LoginCredentials } from '../../../core/schemas/auth';
import { ApiError } from '../../api/client';

export const initialLoginValues: LoginCredentials = { email: '', password: '' };

type AuthSchemas = typeof import('../../../core/schemas/auth');
let authSchemas: AuthSchemas | undefined;

/**
 * The sign-in schemas (and zod with them) load when the form is first used, not with the page
 * (docs/lighthouse.md: less script before the first input). Resolves with them once loaded.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  return import('../../../core/schemas/auth').then((schemas) => (authSchemas = schemas));
}

/** Field errors with the spec's exact messages (core/schemas/auth); the form is sent only after loadAuthSchemas. */
export function validateLogin(values: LoginCredentials): FormErrors {
  if (!authSchemas) throw new Error('validateLogin before loadAuthSchemas');
  return schemaResolver(authSchemas.loginSchema, { sync: true })(values);
}

export const SESSION_NOT_CREATED = 'Session not created properly';

/** Spec part 1 §8: the server's error text, else "Login failed", else "Invalid email or password". */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Login failed';
  if (error instanceof Error && error.message) return error.message;
  return 'Invalid email or password';
}
