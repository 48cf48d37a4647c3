import { schemaResolver } from '@mantine/form';
import { loginSchema, type LoginCredentials } from '../../../core/schemas/auth';
import { ApiError } from '../../api/client';

export const initialLoginValues: LoginCredentials = { email: '', password: '' };

/** Field errors with the spec's exact messages (core/schemas/auth). */
export const validateLogin = schemaResolver(loginSchema, { sync: true });

export const SESSION_NOT_CREATED = 'Session not created properly';

/** Spec part 1 §8: the server's error text, else "Login failed", else "Invalid email or password". */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Login failed';
  if (error instanceof Error && error.message) return error.message;
  return 'Invalid email or password';
}
