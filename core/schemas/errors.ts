import { z } from 'zod';

/** Every non-2xx JSON reply of the server. `issues` is present on 400 validation failures. */
export const errorReplySchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const serverMessages = {
  invalidBody: 'Invalid request body',
  malformedJson: 'Request body is not valid JSON',
  notJson: 'Content-Type must be application/json',
  tooLarge: 'Request body is too large',
  crossOrigin: 'Cross-origin request refused',
  notFound: 'Not found',
  notSignedIn: 'Not signed in',
  invalidLogin: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  tooManyLogins: 'Too many login attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  methodNotAllowed: 'Method not allowed',
  unsupportedEncoding: 'Compressed request bodies are not supported',
  bodyUnreadable: 'The request body could not be read',
} as const;
