import { retryAfterSeconds } from '../http/slidingWindow';
import type { Config } from '../config';
import type { Store } from '../store';
import type { LimitsCollection } from '../store/limits';

/**
 * Login attempts counted in sliding windows, kept in the store (every instance counts together).
 * An attempt is counted BEFORE its password is checked, atomically with the check of the limits
 * (LimitsCollection.takeAll), so a burst of concurrent guesses can never have more passwords
 * checked than the limit allows; a right password then takes its attempt back.
 *
 * Three limits (docs/security.md):
 * - per (email, IP) pair: `maxAttempts` per window;
 * - per IP: `maxAttempts * IP_FACTOR` (people behind one address, a household or a library, can
 *   each mistype, but one client cannot walk through many accounts);
 * - per account, from anywhere: `accountMaxFailures` per `accountWindowSeconds` (many IPs cannot
 *   guess one account without bound). An attempt from a device that has signed in to that account
 *   before (a signed cookie) is not held by this limit, so a stranger can never lock the owner out;
 *   the owner is told of the failures when they next sign in.
 * The IP is ctx.ip: the socket address, or with TRUST_PROXY=n the address n proxies saw.
 */
export const IP_FACTOR = 5;

export interface LoginLimiterOptions {
  limits: LimitsCollection;
  maxAttempts: number;
  windowSeconds: number;
  accountMaxFailures: number;
  accountWindowSeconds: number;
}

export interface LoginAttempt {
  blocked: boolean;
  /** Seconds until an attempt is allowed again (only when blocked). */
  retryAfterSeconds: number;
  /** The counted events (given back on success). */
  events: number[];
}

const emailKey = (email: string) => email.trim().toLowerCase();
const pairBucket = (ip: string, email: string) => `login:pair:${emailKey(email)}\u0001${ip}`;
const ipBucket = (ip: string) => `login:ip:${ip}`;
const accountBucket = (email: string) => `login:account:${emailKey(email)}`;

export class LoginLimiter {
  readonly #limits: LimitsCollection;
  readonly #maxAttempts: number;
  readonly #windowMs: number;
  readonly #accountMax: number;
  readonly #accountWindowMs: number;

  constructor(opts: LoginLimiterOptions) {
    this.#limits = opts.limits;
    this.#maxAttempts = opts.maxAttempts;
    this.#windowMs = opts.windowSeconds * 1000;
    this.#accountMax = opts.accountMaxFailures;
    this.#accountWindowMs = opts.accountWindowSeconds * 1000;
  }

  /** Count one attempt unless a limit is reached (then nothing is counted and the caller answers 429). */
  async begin(ip: string, email: string, options: { knownDevice?: boolean } = {}): Promise<LoginAttempt> {
    const wants = [
      { bucket: pairBucket(ip, email), limit: this.#maxAttempts, windowMs: this.#windowMs },
      { bucket: ipBucket(ip), limit: this.#maxAttempts * IP_FACTOR, windowMs: this.#windowMs },
    ];
    if (!options.knownDevice) wants.push({ bucket: accountBucket(email), limit: this.#accountMax, windowMs: this.#accountWindowMs });
    const { wait, events } = await this.#limits.takeAll(wants);
    return { blocked: wait > 0, retryAfterSeconds: retryAfterSeconds(wait), events };
  }

  /** A right password: its attempt is not a failure, and that email's failures from that IP are cleared. */
  async succeeded(ip: string, email: string, attempt: LoginAttempt): Promise<void> {
    await this.#limits.refund(attempt.events);
    await this.#limits.forget(pairBucket(ip, email));
  }

  /** Failed attempts on this account, from anywhere, in the account window (to tell the owner). */
  accountFailures(email: string): Promise<number> {
    return this.#limits.count(accountBucket(email), this.#accountWindowMs);
  }

  get accountMaxFailures(): number {
    return this.#accountMax;
  }
}

export function loginLimiterFor(config: Config, store: Store): LoginLimiter {
  return new LoginLimiter({
    limits: store.limits,
    maxAttempts: config.loginMaxAttempts,
    windowSeconds: config.loginWindowSeconds,
    accountMaxFailures: config.loginAccountMaxFailures,
    accountWindowSeconds: config.loginAccountWindowSeconds,
  });
}
