import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * Recovery codes: a way back into an account that needs no e-mail service. Ten per account,
 * shown once (at sign-up, or when the owner makes a new set from the account menu), each usable
 * once to set a new password. A code is 16 characters from a 31-letter alphabet (79 random
 * bits); only its SHA-256 with a per-account random salt is stored (ASVS 2.6.2).
 */
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: easy to copy by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function oneCode(): string {
  let code = '';
  for (let i = 0; i < 16; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** What a person typed, as the code was made: lowercase, no spaces or dashes. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

export function hashRecoveryCode(code: string, salt: string): string {
  return createHash('sha256')
    .update(`${salt}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** A new set: the codes to show once, and what the store keeps. */
export function newRecoveryCodes(): { codes: string[]; stored: { recoveryCodes: string[]; recoverySalt: string } } {
  const recoverySalt = randomBytes(16).toString('hex');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);
  return { codes, stored: { recoveryCodes: codes.map((c) => hashRecoveryCode(c, recoverySalt)), recoverySalt } };
}
