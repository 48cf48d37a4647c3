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
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #byEmail = new Map<string, number[]>();
  readonly #byIp = new Map<string, number[]>();
  #checksSinceSweep = 0;

  constructor(opts: LoginLimiterOptions) {
    this.#maxAttempts = opts.maxAttempts;
    this.#windowMs = opts.windowSeconds * 1000;
    this.#now = opts.now ?? Date.now;
  }

  check(ip: string, email: string): LimitCheck {
    this.#sweepNow();
    const t = this.#now();
    const emailWait = this.#wait(this.#byEmail, emailKey(email), this.#maxAttempts, t);
    const ipWait = this.#wait(this.#byIp, ip, this.#maxAttempts * IP_FACTOR, t);
    const wait = Math.max(emailWait, ipWait);
    return { blocked: wait > 0, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
  }

  recordFailure(ip: string, email: string): void {
    const t = this.#now();
    push(this.#byEmail, emailKey(email), t);
    push(this.#byIp, ip, t);
  }

  /** A successful sign-in clears that email's failures (not the IP's). */
  recordSuccess(email: string): void {
    this.#byEmail.delete(emailKey(email));
  }

  /** ms until the window has room again, 0 when not blocked. */
  #wait(map: Map<string, number[]>, key: string, limit: number, t: number): number {
    const recent = (map.get(key) ?? []).filter((at) => at > t - this.#windowMs);
    if (recent.length === 0) map.delete(key);
    else map.set(key, recent);
    if (recent.length < limit) return 0;
    // Allowed again once the oldest failure that keeps us at the limit leaves the window.
    return recent[recent.length - limit]! + this.#windowMs - t;
  }

  // Forget old entries now and then so the maps cannot grow without bound.
  #sweepNow(): void {
    if (++this.#checksSinceSweep < 1000) return;
    this.#checksSinceSweep = 0;
    const cutoff = this.#now() - this.#windowMs;
    for (const map of [this.#byEmail, this.#byIp]) {
      for (const [key, times] of map) if (times.every((at) => at <= cutoff)) map.delete(key);
    }
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

function push(map: Map<string, number[]>, key: string, t: number): void {
  const list = map.get(key);
  if (list) list.push(t);
  else map.set(key, [t]);
}
