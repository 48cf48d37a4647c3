import { describe, expect, it } from 'vitest';
import { limitsCollection } from '../store/limits';
import { storePerTest } from '../test/testDatabase';
import { IP_FACTOR, LoginLimiter } from './loginLimiter';

const db = storePerTest('laws-ai-limits-');

function limiter(maxAttempts = 3, windowSeconds = 60) {
  const clock = { t: 1_000_000 };
  return { clock, limiter: new LoginLimiter({ limits: limitsCollection(db.store.sql, () => clock.t), maxAttempts, windowSeconds }) };
}

describe('LoginLimiter (counts kept in the store)', () => {
  it('blocks an (email, IP) pair after maxAttempts failures and frees it as the window slides', async () => {
    const { clock, limiter: l } = limiter(3, 60);
    await l.recordFailure('1.1.1.1', 'a@x.org'); // t = 0 s
    clock.t += 10_000;
    await l.recordFailure('1.1.1.1', 'a@x.org'); // t = 10 s
    clock.t += 10_000;
    expect((await l.check('1.1.1.1', 'a@x.org')).blocked).toBe(false);
    await l.recordFailure('1.1.1.1', 'A@X.org'); // t = 20 s, same email in another case
    expect(await l.check('1.1.1.1', 'a@x.org')).toEqual({ blocked: true, retryAfterSeconds: 40 }); // the t=0 failure leaves at 60 s
    // Never per email alone: the owner, from another address, is not held back.
    expect((await l.check('2.2.2.2', 'a@x.org')).blocked).toBe(false);
    clock.t += 40_000; // t = 60 s
    expect((await l.check('1.1.1.1', 'a@x.org')).blocked).toBe(false);
  });

  it(`blocks an IP after ${IP_FACTOR} × maxAttempts failures across emails`, async () => {
    const { limiter: l } = limiter(2, 60);
    for (let i = 0; i < 2 * IP_FACTOR - 1; i++) await l.recordFailure('9.9.9.9', `u${i}@x.org`);
    expect((await l.check('9.9.9.9', 'new@x.org')).blocked).toBe(false);
    await l.recordFailure('9.9.9.9', 'last@x.org');
    expect((await l.check('9.9.9.9', 'new@x.org')).blocked).toBe(true);
    expect((await l.check('8.8.8.8', 'new@x.org')).blocked).toBe(false);
  });

  it('a success clears the pair, not the IP', async () => {
    const { limiter: l } = limiter(2, 60);
    await l.recordFailure('1.1.1.1', 'a@x.org');
    await l.recordFailure('1.1.1.1', 'a@x.org');
    expect((await l.check('1.1.1.1', 'a@x.org')).blocked).toBe(true);
    await l.recordSuccess('1.1.1.1', 'a@x.org');
    expect((await l.check('1.1.1.1', 'a@x.org')).blocked).toBe(false);
  });
});
