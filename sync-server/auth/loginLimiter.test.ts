import { describe, expect, it } from 'vitest';
import { IP_FACTOR, LoginLimiter } from './loginLimiter';

function limiter(maxAttempts = 3, windowSeconds = 60) {
  const clock = { t: 1_000_000 };
  return { clock, limiter: new LoginLimiter({ maxAttempts, windowSeconds, now: () => clock.t }) };
}

describe('LoginLimiter', () => {
  it('blocks an email after maxAttempts failures and frees it as the window slides', () => {
    const { clock, limiter: l } = limiter(3, 60);
    l.recordFailure('1.1.1.1', 'a@x.org'); // t = 0 s
    clock.t += 10_000;
    l.recordFailure('1.1.1.1', 'a@x.org'); // t = 10 s
    clock.t += 10_000;
    expect(l.check('1.1.1.1', 'a@x.org').blocked).toBe(false);
    l.recordFailure('1.1.1.1', 'A@X.org'); // t = 20 s, same email in another case
    const blocked = l.check('2.2.2.2', 'a@x.org');
    expect(blocked).toEqual({ blocked: true, retryAfterSeconds: 40 }); // the t=0 failure leaves at 60 s
    clock.t += 40_000; // t = 60 s
    expect(l.check('2.2.2.2', 'a@x.org').blocked).toBe(false);
  });

  it(`blocks an IP after ${IP_FACTOR} × maxAttempts failures across emails`, () => {
    const { limiter: l } = limiter(2, 60);
    for (let i = 0; i < 2 * IP_FACTOR - 1; i++) l.recordFailure('9.9.9.9', `u${i}@x.org`);
    expect(l.check('9.9.9.9', 'new@x.org').blocked).toBe(false);
    l.recordFailure('9.9.9.9', 'last@x.org');
    expect(l.check('9.9.9.9', 'new@x.org').blocked).toBe(true);
    expect(l.check('8.8.8.8', 'new@x.org').blocked).toBe(false);
  });

  it('a success clears the email, not the IP', () => {
    const { limiter: l } = limiter(2, 60);
    l.recordFailure('1.1.1.1', 'a@x.org');
    l.recordFailure('1.1.1.1', 'a@x.org');
    expect(l.check('1.1.1.1', 'a@x.org').blocked).toBe(true);
    l.recordSuccess('a@x.org');
    expect(l.check('1.1.1.1', 'a@x.org').blocked).toBe(false);
  });
});
