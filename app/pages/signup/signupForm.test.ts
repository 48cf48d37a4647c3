import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { fieldErrorsFromReply, initialSignupValues, signupErrorMessage, validateSignup } from './signupForm';
import { SIGNUP_DISCLAIMER_POINTS } from './SignupDisclaimer';

const valid = {
  username: 'ada',
  fullLegalName: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: '555-123-4567',
  dateOfBirth: '1990-04-12',
  password: 'secret1-lease',
  confirmPassword: 'secret1-lease',
  disclaimerAccepted: true,
};

describe('sign-up validation', () => {
  it('shows every spec message on its own field', () => {
    expect(validateSignup(initialSignupValues)).toEqual({
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
    expect(validateSignup({ ...valid, confirmPassword: 'secret2' })).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires the 123-456-7890 phone format', () => {
    expect(validateSignup({ ...valid, phoneNumber: '5551234567' })).toEqual({
      phoneNumber: 'Phone number must be in format: 123-456-7890',
    });
  });
});

describe('sign-up failures', () => {
  it("show the server's message", () => {
    const error = new ApiError(409, 'An account with this email already exists', { error: 'An account with this email already exists' });
    expect(signupErrorMessage(error)).toBe('An account with this email already exists');
  });

  it('fall back to the generic message', () => {
    expect(signupErrorMessage(undefined)).toBe('Failed to create account. Please try again.');
  });

  it("put a 400 reply's issues on the fields they name, ignoring unknown paths", () => {
    const error = new ApiError(400, 'Invalid request body', {
      error: 'Invalid request body',
      issues: [
        { path: ['email'], message: 'Please enter a valid email' },
        { path: ['disclaimerAcceptedAt'], message: 'Invalid date' },
      ],
    });
    expect(fieldErrorsFromReply(error)).toEqual({ email: 'Please enter a valid email' });
    expect(fieldErrorsFromReply(new Error('x'))).toEqual({});
  });
});

describe('the sign-up disclaimer', () => {
  it('has exactly five points, covering what the spec lists', () => {
    expect(SIGNUP_DISCLAIMER_POINTS).toHaveLength(5);
    const [educational, ai, data, attorney, liability] = SIGNUP_DISCLAIMER_POINTS;
    expect(educational).toMatch(/educational purposes only.*not provide legal advice/);
    expect(ai).toMatch(/AI.*wrong/);
    expect(data).toMatch(/Government data.*out of date/);
    expect(attorney).toMatch(/licensed attorney/);
    expect(liability).toMatch(/no liability/);
  });
});
