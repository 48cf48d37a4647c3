import { describe, expect, it } from 'vitest';
import { CookieJar, serverPerTest, signupPayload } from '../../test-support/server/harness';

const ctx = serverPerTest();

const putState = (client: CookieJar, body: unknown) =>
  client.fetch('/api/auth/me/state', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('PUT /api/auth/me/state ("Your state", issue 16)', () => {
  it('keeps the state with the account: me, a new sign-in and a restart all see it; null clears it', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const set = await putState(ctx.jar, { stateCode: 'tx' });
    expect(set.status).toBe(200);
    expect((await set.json()).user).toMatchObject({ username: 'maria_r', stateCode: 'TX' });

    ctx.server = await ctx.server.restart();
    const other = new CookieJar(ctx.server.url);
    const login = await other.postJson('/api/auth/login', { email: 'maria@example.com', password: signupPayload().password });
    expect((await login.json()).user.stateCode).toBe('TX');
    expect((await ctx.server.readDataFile()).users[0]).toMatchObject({ stateCode: 'TX' });

    const cleared = await putState(other, { stateCode: null });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).user).not.toHaveProperty('stateCode');
    expect((await (await other.fetch('/api/auth/me')).json()).user).not.toHaveProperty('stateCode');
  });

  it('refuses what is not one of the 50 states with a clear 400 and changes nothing', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    await putState(ctx.jar, { stateCode: 'CA' });
    for (const body of [{ stateCode: 'ZZ' }, { stateCode: 'Texas' }, { stateCode: 42 }, {}, { stateCode: '' }, 'TX']) {
      const res = await putState(ctx.jar, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(
        /^(Choose one of the 50 states \(its two-letter code\), or null for none|Invalid request body)$/,
      );
    }
    expect((await (await ctx.jar.fetch('/api/auth/me')).json()).user.stateCode).toBe('CA');
  });

  it('needs a signed-in user (401), and one user never changes another’s', async () => {
    const res = await putState(new CookieJar(ctx.server.url), { stateCode: 'TX' });
    expect(res.status).toBe(401);
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const second = new CookieJar(ctx.server.url);
    await second.postJson('/api/auth/signup', signupPayload({ username: 'second', email: 'second@example.com' }));
    await putState(second, { stateCode: 'NY' });
    expect((await (await ctx.jar.fetch('/api/auth/me')).json()).user).not.toHaveProperty('stateCode');
    expect((await (await second.fetch('/api/auth/me')).json()).user.stateCode).toBe('NY');
  });
});
