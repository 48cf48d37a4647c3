import { describe, expect, it } from 'vitest';
import { limitsCollection } from '../store/limits';
import { storePerTest } from '../../test-support/server/testDatabase';
import { IP_FACTOR, LoginLimiter } from './loginLimiter';

const db = storePerTest('laws-ai-limits-');

function limiter(maxAttempts = 3, windowSeconds = 60, accountMaxFailures = 1000) {
  const clock = { t: 1_000_000 };
  const limits = limitsCollection(db.store.sql, () => clock.t);
  return { clock, limiter: new LoginLimiter({ limits, maxAttempts, windowSeconds, accountMaxFailures, accountWindowSeconds: 3600 }) };
}

describe('LoginLimiter (attempts counted in the store before the password is checked)', () => {
  it('blocks an (email, IP) pair after maxAttempts attempts and frees it as the window slides', async () => {
    const { clock, limiter: l } = limiter(3, 60);
    expect((await l.begin('1.1.1.1', 'a@x.org')).blocked).toBe(false); // t = 0 s
    clock.t += 10_000;
    expect((await l.begin('1.1.1.1', 'a@x.org')).blocked).toBe(false); // t = 10 s
    clock.t += 10_000;
    expect((await l.begin('1.1.1.1', 'A@X.org')).blocked).toBe(false); // t = 20 s, same email in another case
    expect(await l.begin('1.1.1.1', 'a@x.org')).toMatchObject({ blocked: true, retryAfterSeconds: 40 }); // the t=0 attempt leaves at 60 s
    // Never per (email, IP) for another address: the owner, elsewhere, is not held back.
    expect((await l.begin('2.2.2.2', 'a@x.org')).blocked).toBe(false);
    clock.t += 40_000; // t = 60 s
    expect((await l.begin('1.1.1.1', 'a@x.org')).blocked).toBe(false);
  });

  it('a burst of concurrent attempts never gets past the limit', async () => {
    const { limiter: l } = limiter(10, 60);
    const results = await Promise.all(Array.from({ length: 20 }, () => l.begin('1.1.1.1', 'a@x.org')));
    expect(results.filter((r) => !r.blocked)).toHaveLength(10);
  });

  it(`blocks an IP after ${IP_FACTOR} × maxAttempts attempts across emails`, async () => {
    const { limiter: l } = limiter(2, 60);
    for (let i = 0; i < 2 * IP_FACTOR; i++) expect((await l.begin('9.9.9.9', `u${i}@x.org`)).blocked).toBe(false);
    expect((await l.begin('9.9.9.9', 'new@x.org')).blocked).toBe(true);
    expect((await l.begin('8.8.8.8', 'new@x.org')).blocked).toBe(false);
  });

  it('a success gives its attempt back and clears the pair, not the IP', async () => {
    const { limiter: l } = limiter(2, 60);
    await l.begin('1.1.1.1', 'a@x.org');
    const second = await l.begin('1.1.1.1', 'a@x.org');
    expect((await l.begin('1.1.1.1', 'a@x.org')).blocked).toBe(true);
    await l.succeeded('1.1.1.1', 'a@x.org', second);
    expect((await l.begin('1.1.1.1', 'a@x.org')).blocked).toBe(false);
  });

  it('holds an account after accountMaxFailures from many IPs, except from a device it signed in from', async () => {
    const { limiter: l } = limiter(3, 60, 4);
    for (let i = 0; i < 4; i++) expect((await l.begin(`10.0.0.${i}`, 'a@x.org')).blocked).toBe(false);
    expect((await l.begin('10.0.0.99', 'a@x.org')).blocked).toBe(true);
    expect((await l.begin('10.0.0.99', 'b@x.org')).blocked).toBe(false);
    expect((await l.begin('10.0.0.99', 'a@x.org', { knownDevice: true })).blocked).toBe(false);
    expect(await l.accountFailures('A@x.org')).toBe(4);
  });
});
