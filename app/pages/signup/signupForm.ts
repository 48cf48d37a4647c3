import { schemaResolver } from '@mantine/form';
import { signupFormSchema, type SignupForm } from '../../../core/schemas/auth';
import { errorReplySchema } from '../../../core/schemas/errors';
import { ApiError } from '../../api/client';

export const initialSignupValues: SignupForm = {
  username: '',
  fullLegalName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
  disclaimerAccepted: false,
};

/** Field errors with the spec's exact messages; "Passwords don't match" lands on confirmPassword. */
export const validateSignup = schemaResolver(signupFormSchema, { sync: true });

export const SIGNUP_FAILED = 'Failed to create account. Please try again.';

/** Spec part 1 §8: the error message, else the generic one. */
export function signupErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SIGNUP_FAILED;
}

/** A 400 reply's `issues`, as errors on the form fields they name (e.g. a taken email). */
export function fieldErrorsFromReply(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const reply = errorReplySchema.safeParse(error.data);
  if (!reply.success || !reply.data.issues) return {};
  const fields = new Set(Object.keys(initialSignupValues));
  const errors: Record<string, string> = {};
  for (const issue of reply.data.issues) {
    const field = String(issue.path[0] ?? '');
    if (fields.has(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
