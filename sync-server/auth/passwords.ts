import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
// Node's defaults (N=16384, r=8, p=1): ~16 MiB and tens of ms per hash.
const SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export interface PasswordHash {
  passwordHash: string;
  passwordSalt: string;
}

/** scrypt with a fresh random 16-byte salt per user; both stored as hex. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return { passwordHash: key.toString('hex'), passwordSalt: salt.toString('hex') };
}

// Checked against when the email is unknown, so both failures take about as long.
const DECOY = hashPassword(randomBytes(18).toString('base64'));

/** Constant-time check; with no stored hash it still does the work, then answers false. */
export async function verifyPassword(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const target = stored ?? (await DECOY);
  const expected = Buffer.from(target.passwordHash, 'hex');
  const key = await derive(password, Buffer.from(target.passwordSalt, 'hex'));
  return stored !== undefined && expected.length === key.length && timingSafeEqual(expected, key);
}
