import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginSchema,
  recoverFormSchema,
  signupFormSchema,
  signupPayloadSchema,
  toSignupPayload,
  type SignupForm,
} from './auth';

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const validForm: SignupForm = {
  username: 'jdoe',
  fullLegalName: 'Jane Q. Doe',
  email: 'jane@example.com',
  phoneNumber: '555-123-4567',
  dateOfBirth: '1990-04-12',
  password: 'secret1-lease',
  confirmPassword: 'secret1-lease',
  disclaimerAccepted: true,
};

describe('login validation (spec part 1 §5)', () => {
  it('gives the spec messages for a bad email and an empty password', () => {
    const result = loginSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(messagesOf(result)).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
  });

  it('accepts a valid email and any non-empty password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('signup form validation (spec part 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(signupFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('gives every spec message, each on its own field', () => {
    const result = signupFormSchema.safeParse({
      username: 'jd',
      fullLegalName: '  ',
      email: 'jane@',
      phoneNumber: '5551234567',
      dateOfBirth: '',
      password: '12345678901',
      confirmPassword: '12345678901',
      disclaimerAccepted: false,
    });
    expect(messagesOf(result)).toEqual({
      username: 'Username must be at least 3 characters',
      fullLegalName: 'Full legal name is required',
      email: 'Please enter a valid email',
      phoneNumber: 'Phone number must be in format: 123-456-7890',
      dateOfBirth: 'Date of birth is required',
      password: 'Password must be at least 12 characters',
      disclaimerAccepted: 'You must accept the disclaimer to continue',
    });
  });

  it('puts "Passwords don\'t match" on the confirm field', () => {
    const result = signupFormSchema.safeParse({ ...validForm, confirmPassword: 'secret2' });
    expect(messagesOf(result)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('only takes the phone format NNN-NNN-NNNN', () => {
    for (const phone of ['555-1234-567', '(555) 123-4567', '555-123-45678', 'abc-def-ghij']) {
      expect(signupFormSchema.safeParse({ ...validForm, phoneNumber: phone }).success).toBe(false);
    }
  });
});

describe('signup payload', () => {
  it('drops confirmPassword, sends the date of birth as a date and stamps the acceptance time', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    const payload = toSignupPayload(validForm, now);
    expect(payload).toEqual({
      username: 'jdoe',
      fullLegalName: 'Jane Q. Doe',
      email: 'jane@example.com',
      phoneNumber: '555-123-4567',
      dateOfBirth: '1990-04-12T00:00:00.000Z',
      password: 'secret1-lease',
      disclaimerAccepted: true,
      disclaimerAcceptedAt: '2026-11-21T12:00:00.000Z',
    });
    expect(signupPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('refuses a payload without the accepted disclaimer or with a future birth date', () => {
    const payload = toSignupPayload(validForm);
    expect(messagesOf(signupPayloadSchema.safeParse({ ...payload, disclaimerAccepted: false }))).toEqual({
      disclaimerAccepted: 'You must accept the disclaimer to continue',
    });
    expect(messagesOf(signupPayloadSchema.safeParse({ ...payload, dateOfBirth: '2999-01-01' }))).toEqual({
      dateOfBirth: 'Date of birth is required',
    });
  });
});

describe('the change-password and recovery forms', () => {
  const change = { currentPassword: 'old password here', newPassword: 'a quiet river at dawn', confirmPassword: 'a quiet river at dawn' };
  const recover = { email: 'jane@example.com', recoveryCode: 'abcd-efgh-jkmn-pqrs', ...change };

  it('take the new password typed the same twice', () => {
    expect(changePasswordFormSchema.safeParse(change).success).toBe(true);
    expect(recoverFormSchema.safeParse(recover).success).toBe(true);
  });

  it('put "Passwords don\'t match" on the confirm field, beside the new password\'s own rule', () => {
    expect(messagesOf(changePasswordFormSchema.safeParse({ ...change, confirmPassword: 'a quiet river at dusk' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(messagesOf(recoverFormSchema.safeParse({ ...recover, newPassword: 'short', confirmPassword: 'shorter' }))).toEqual({
      newPassword: 'Password must be at least 12 characters',
      confirmPassword: "Passwords don't match",
    });
  });
});
