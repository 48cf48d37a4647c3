import { retryAfterSeconds } from '../http/slidingWindow';
import type { LimitsCollection } from '../store/limits';

/**
 * Failed-login counting in a sliding window, kept in the store (every instance counts together),
 * per (email, IP) pair and per IP, never per email alone: failures from elsewhere never stop an
 * account's owner signing in from their own address. The IP is ctx.ip (the socket address, or
 * X-Forwarded-For's client with TRUST_PROXY=1).
 *
 * A pair is blocked after `maxAttempts` failures in the window. An IP is blocked after
 * `maxAttempts * IP_FACTOR` failures: people behind one address (a household, a library)
 * can each mistype, but one client cannot walk through many accounts.
 */
export const IP_FACTOR = 5;

export interface LoginLimiterOptions {
  limits: LimitsCollection;
  maxAttempts: number;
  windowSeconds: number;
}

export interface LimitCheck {
  blocked: boolean;
  /** Seconds until an attempt is allowed again (only when blocked). */
  retryAfterSeconds: number;
}

const emailKey = (email: string) => email.trim().toLowerCase();
const pairBucket = (ip: string, email: string) => `login:pair:${emailKey(email)}\u0001${ip}`;
const ipBucket = (ip: string) => `login:ip:${ip}`;

export class LoginLimiter {
  readonly #limits: LimitsCollection;
  readonly #maxAttempts: number;
  readonly #windowMs: number;

  constructor(opts: LoginLimiterOptions) {
    this.#limits = opts.limits;
    this.#maxAttempts = opts.maxAttempts;
    this.#windowMs = opts.windowSeconds * 1000;
  }

  async check(ip: string, email: string): Promise<LimitCheck> {
    const [pair, byIp] = await Promise.all([
      this.#limits.wait(pairBucket(ip, email), this.#maxAttempts, this.#windowMs),
      this.#limits.wait(ipBucket(ip), this.#maxAttempts * IP_FACTOR, this.#windowMs),
    ]);
    const wait = Math.max(pair, byIp);
    return { blocked: wait > 0, retryAfterSeconds: retryAfterSeconds(wait) };
  }

  recordFailure(ip: string, email: string): Promise<void> {
    return this.#limits.record(pairBucket(ip, email), ipBucket(ip));
  }

  /** A successful sign-in clears that email's failures from that IP (not the IP's own count). */
  recordSuccess(ip: string, email: string): Promise<void> {
    return this.#limits.forget(pairBucket(ip, email));
  }
}
