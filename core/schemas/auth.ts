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
  // The spec says 6; OWASP ASVS level 2 (docs/security.md) asks for 12, which overrides it.
  passwordLength: 'Password must be at least 12 characters',
  passwordsMatch: "Passwords don't match",
  disclaimer: 'You must accept the disclaimer to continue',
} as const;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 1024;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Server-side upper bounds: not in the spec, but nothing unbounded is stored. */
const MAX_TEXT = 200;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullLegalName: z.string(),
  email: z.string(),
  /** "Your state": two-letter code, null until chosen (absent from older replies). */
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
  password: z.string().min(PASSWORD_MIN, authMessages.passwordLength).max(PASSWORD_MAX),
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

/**
 * Told to the owner on sign-in when their account has reached the per-account failure limit
 * (docs/security.md): strangers were guessing, the owner got in because this device is known.
 */
export function accountUnderAttackNotice(failures: number): string {
  return `There were ${failures} failed sign-in attempts on your account in the last hour. If they were not you, change your password from the account menu.`;
}

/** Reply of signup, login and me (login adds `notice` when the owner should know something; signup and recovery give `recoveryCodes`, shown once). */
export const userReplySchema = z.object({ user: userSchema, notice: z.string().optional(), recoveryCodes: z.array(z.string()).optional() });

/** The server's refusal of a password found on the common-password list it ships. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of common and breached passwords that attackers try first. Please choose another one.';

const newPassword = z.string().min(PASSWORD_MIN, authMessages.passwordLength).max(PASSWORD_MAX);

/** POST /api/auth/me/password: the current password is required; every other session of the account ends. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX),
  newPassword,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /api/auth/me/recovery-codes: a new set of recovery codes (the old ones stop working). */
export const newRecoveryCodesSchema = z.object({ currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX) });
export const recoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });

/** POST /api/auth/recover: one recovery code (used up) sets a new password; every session of the account ends. */
export const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes, such as abcd-efgh-jkmn-pqrs';
export const recoverSchema = z.object({
  email: z.email(authMessages.email).max(MAX_TEXT),
  recoveryCode: z.string().trim().min(16, RECOVERY_CODE_MESSAGE).max(40, RECOVERY_CODE_MESSAGE),
  newPassword,
});
export type Recover = z.infer<typeof recoverSchema>;

export const INVALID_RECOVERY = 'That email and recovery code do not match an account, or the code was used already.';

/** The change-password and recovery forms type the new password a second time (not sent): the two must match. */
const newPasswordTypedTwice = { confirmPassword: z.string() };
const newPasswordsMatch = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const newPasswordsMatchIssue = { message: authMessages.passwordsMatch, path: ['confirmPassword'] };
export const changePasswordFormSchema = changePasswordSchema
  .extend(newPasswordTypedTwice)
  .refine(newPasswordsMatch, newPasswordsMatchIssue);
export const recoverFormSchema = recoverSchema.extend(newPasswordTypedTwice).refine(newPasswordsMatch, newPasswordsMatchIssue);

export type UserReply = z.infer<typeof userReplySchema>;

/** GET /api/auth/me: the signed-in user, or null when signed out (a 200 either way). */
export const meReplySchema = z.object({ user: userSchema.nullable() });
export type MeReply = z.infer<typeof meReplySchema>;
