import { retryAfterSeconds, SlidingWindow } from '../http/slidingWindow';

/**
 * Failed-login counting in a sliding window, per email and per client IP.
 * Kept in memory (one process; a restart forgets the counts, which is acceptable for a
 * throttle). The IP is ctx.ip: the socket address, since no proxy is trusted by default.
 *
 * An email is blocked after `maxAttempts` failures in the window. An IP is blocked after
 * `maxAttempts * IP_FACTOR` failures: people behind one address (a household, a library)
 * can each mistype, but one client cannot walk through many accounts.
 */
export const IP_FACTOR = 5;

export interface LoginLimiterOptions {
  maxAttempts: number;
  windowSeconds: number;
  now?: () => number;
}

export interface LimitCheck {
  blocked: boolean;
  /** Seconds until an attempt is allowed again (only when blocked). */
  retryAfterSeconds: number;
}

export class LoginLimiter {
  readonly #maxAttempts: number;
  readonly #byEmail: SlidingWindow;
  readonly #byIp: SlidingWindow;

  constructor(opts: LoginLimiterOptions) {
    this.#maxAttempts = opts.maxAttempts;
    this.#byEmail = new SlidingWindow(opts.windowSeconds, opts.now);
    this.#byIp = new SlidingWindow(opts.windowSeconds, opts.now);
  }

  check(ip: string, email: string): LimitCheck {
    const wait = Math.max(this.#byEmail.wait(emailKey(email), this.#maxAttempts), this.#byIp.wait(ip, this.#maxAttempts * IP_FACTOR));
    return { blocked: wait > 0, retryAfterSeconds: retryAfterSeconds(wait) };
  }

  recordFailure(ip: string, email: string): void {
    this.#byEmail.record(emailKey(email));
    this.#byIp.record(ip);
  }

  /** A successful sign-in clears that email's failures (not the IP's). */
  recordSuccess(email: string): void {
    this.#byEmail.forget(emailKey(email));
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();
