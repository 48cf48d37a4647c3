import { z } from 'zod';
import { isStateCode } from '../data/states';

/** Spec part 1 §5: validation messages are exact. */
export const authMessages = {
  email: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  username: 'Username must be at least 3 characters',
  fullLegalName: 'Full legal name is required',
  phone: 'Phone number must be in format: 123-456-7890',
  dateOfBirth: 'Date of birth is required',
  passwordLength: 'Password must be at least 6 characters',
  passwordsMatch: "Passwords don't match",
  disclaimer: 'You must accept the disclaimer to continue',
} as const;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Server-side upper bounds: not in the spec, but nothing unbounded is stored. */
const MAX_TEXT = 200;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullLegalName: z.string(),
  email: z.string(),
  /** "Your state" (issue 16): two-letter code, null until chosen (absent from older replies). */
  stateCode: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/auth/me/state: sets or (null) clears "Your state". */
export const YOUR_STATE_MESSAGE = 'Choose one of the 50 states (its two-letter code), or null for none';
export const yourStatePayloadSchema = z.object({
  stateCode: z
    .string(YOUR_STATE_MESSAGE)
    .trim()
    .toUpperCase()
    .refine((code) => isStateCode(code), YOUR_STATE_MESSAGE)
    .nullable(),
});
export type YourStatePayload = z.infer<typeof yourStatePayloadSchema>;

export const loginSchema = z.object({
  email: z.email(authMessages.email).max(MAX_TEXT),
  password: z.string().min(1, authMessages.passwordRequired).max(1024),
});
export type LoginCredentials = z.infer<typeof loginSchema>;

const signupFields = {
  username: z.string().trim().min(USERNAME_MIN, authMessages.username).max(64),
  fullLegalName: z.string().trim().min(1, authMessages.fullLegalName).max(MAX_TEXT),
  email: z.email(authMessages.email).max(MAX_TEXT),
  phoneNumber: z.string().regex(PHONE_PATTERN, authMessages.phone),
  password: z.string().min(PASSWORD_MIN, authMessages.passwordLength).max(1024),
};

/** The sign-up form as the user fills it (date of birth is the input's yyyy-mm-dd text). */
export const signupFormSchema = z
  .object({
    ...signupFields,
    dateOfBirth: z.string().min(1, authMessages.dateOfBirth),
    confirmPassword: z.string(),
    disclaimerAccepted: z.boolean().refine((v) => v, authMessages.disclaimer),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsMatch,
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

/** POST /api/auth/signup body (spec part 1 §3 "Signup payload"; confirmPassword is not sent). */
export const signupPayloadSchema = z.object({
  ...signupFields,
  // "sent as a date": JSON carries a Date as an ISO string; a plain yyyy-mm-dd is accepted too.
  dateOfBirth: z.union([z.iso.datetime({ offset: true }), z.iso.date()], authMessages.dateOfBirth).refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && t < Date.now() && t > Date.parse('1900-01-01');
  }, authMessages.dateOfBirth),
  disclaimerAccepted: z.literal(true, authMessages.disclaimer),
  disclaimerAcceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SignupPayload = z.infer<typeof signupPayloadSchema>;

/** Turn what the form holds into the payload the server takes. */
export function toSignupPayload(form: SignupForm, now: Date = new Date()): SignupPayload {
  return {
    username: form.username.trim(),
    fullLegalName: form.fullLegalName.trim(),
    email: form.email,
    phoneNumber: form.phoneNumber,
    dateOfBirth: new Date(`${form.dateOfBirth}T00:00:00.000Z`).toISOString(),
    password: form.password,
    disclaimerAccepted: true,
    disclaimerAcceptedAt: form.disclaimerAccepted ? now.toISOString() : null,
  };
}

/** Reply of signup, login and PUT me/state. */
export const userReplySchema = z.object({ user: userSchema });
export type UserReply = z.infer<typeof userReplySchema>;

/** GET /api/auth/me: the signed-in user, or null when signed out (a 200 either way). */
export const meReplySchema = z.object({ user: userSchema.nullable() });
export type MeReply = z.infer<typeof meReplySchema>;
