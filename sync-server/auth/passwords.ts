import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's scrypt setting (Password Storage Cheat Sheet): N=2^17, r=8, p=1 (128 MiB, a few hundred ms). */
export const SCRYPT_LOG_N = 17;
/** Hashes stored before the cost was recorded (plain hex) were made at Node's default, N=2^14. */
const LEGACY_LOG_N = 14;
const R = 8;
const P = 1;
const PREFIX = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]+)$/;

function options(logN: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node refuses above maxmem.
  return { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024 };
}

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export interface PasswordHash {
  /** `$scrypt$ln=17,r=8,p=1$<hex>` (older accounts: bare hex, made at N=2^14). */
  passwordHash: string;
  passwordSalt: string;
}

interface Parsed {
  logN: number;
  r: number;
  p: number;
  key: Buffer;
}

function parse(stored: PasswordHash): Parsed {
  const m = PREFIX.exec(stored.passwordHash);
  if (m) return { logN: Number(m[1]), r: Number(m[2]), p: Number(m[3]), key: Buffer.from(m[4]!, 'hex') };
  return { logN: LEGACY_LOG_N, r: R, p: P, key: Buffer.from(stored.passwordHash, 'hex') };
}

/** scrypt with a fresh random 16-byte salt per user, at cost N=2^logN; the cost is kept with the hash. */
export async function hashPassword(password: string, logN: number = SCRYPT_LOG_N): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, options(logN, R, P));
  return { passwordHash: `$scrypt$ln=${logN},r=${R},p=${P}$${key.toString('hex')}`, passwordSalt: salt.toString('hex') };
}

// Checked against when the email is unknown, so both failures take about as long (one per cost).
const decoys = new Map<number, Promise<PasswordHash>>();
function decoy(logN: number): Promise<PasswordHash> {
  let d = decoys.get(logN);
  if (!d) decoys.set(logN, (d = hashPassword(randomBytes(18).toString('base64'), logN)));
  return d;
}

export interface Verified {
  ok: boolean;
  /** The hash was made at another cost than `logN`: hash the (right) password again and store it. */
  needsRehash: boolean;
}

/** Constant-time check at the stored hash's own cost; with no stored hash it still does the work, then answers false. */
export async function verifyPassword(password: string, stored: PasswordHash | undefined, logN: number = SCRYPT_LOG_N): Promise<Verified> {
  const target = stored ?? (await decoy(logN));
  const parsed = parse(target);
  const key = await derive(password, Buffer.from(target.passwordSalt, 'hex'), options(parsed.logN, parsed.r, parsed.p));
  const ok = stored !== undefined && parsed.key.length === key.length && timingSafeEqual(parsed.key, key);
  return { ok, needsRehash: ok && (parsed.logN !== logN || parsed.r !== R || parsed.p !== P) };
}
