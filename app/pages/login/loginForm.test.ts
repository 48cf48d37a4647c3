import { describe, expect, it, beforeAll } from 'vitest';
import { ApiError, NetworkError } from '../../api/client';
import { loadAuthSchemas, loginErrorMessage, validateLogin } from './loginForm';

// The schemas load on the form's first use (loginForm.ts).
beforeAll(async () => {
  await loadAuthSchemas();
});

describe('login validation', () => {
  it('shows the spec messages for a bad email and an empty password', () => {
    expect(validateLogin({ email: 'not-an-email', password: '' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
  });

  it('accepts a valid email and any non-empty password', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('loginErrorMessage', () => {
  it("shows the server's error text", () => {
    const error = new ApiError(401, 'Invalid email or password', { error: 'Invalid email or password' }, 'Invalid email or password');
    expect(loginErrorMessage(error)).toBe('Invalid email or password');
  });

  it('says "Login failed" when the server gave no error text', () => {
    expect(loginErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Login failed');
  });

  it('explains a request that never reached the server', () => {
    expect(loginErrorMessage(new NetworkError())).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('falls back to "Invalid email or password"', () => {
    expect(loginErrorMessage(undefined)).toBe('Invalid email or password');
  });
});
