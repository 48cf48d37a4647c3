import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';

describe('the shipped common-password list', () => {
  it('refuses listed passwords in any case and listed ones with digits or symbols stuck on', async () => {
    for (const p of ['123456789012', 'QwertyUiop', 'PASSWORD', 'password1234', 'Baseball2024!', '1qaz2wsx3edc', 'qwerty123456']) {
      expect(await isCommonPassword(p), p).toBe(true);
    }
  });
  it('accepts passwords that are not on it', async () => {
    for (const p of ['correct horse battery', 'maria-rodriguez-lease-7', 'tenant rights 4 all']) {
      expect(await isCommonPassword(p), p).toBe(false);
    }
  });
});
