import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, INVALID_RECOVERY } from '../../core/schemas/auth';
import { resetPassword } from '../auth/resetPassword';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer | undefined;
afterEach(async () => {
  if (server) expect(server.serverErrors).toEqual([]);
  await server?.stop();
  server = undefined;
});

const EMAIL = 'maria@example.com';
const login = (jar: CookieJar, password: string) => jar.postJson('/api/auth/login', { email: EMAIL, password });
// Signed out is a 200 with no user (GET /api/auth/me never answers 401).
const me = async (jar: CookieJar) => {
  const res = await jar.fetch('/api/auth/me');
  return res.status === 200 && ((await res.json()) as { user: unknown }).user ? 'signed in' : 'signed out';
};

async function withMember(env: Record<string, string> = {}) {
  server = await startTestServer({ env });
  const jar = new CookieJar(server.url);
  const res = await jar.postJson('/api/auth/signup', signupPayload());
  expect(res.status).toBe(201);
  const body = (await res.json()) as { user: { id: string }; recoveryCodes: string[] };
  return { s: server, jar, userId: body.user.id, codes: body.recoveryCodes };
}

describe('passwords at sign-up', () => {
  it('refuses fewer than 12 characters and passwords on the shipped common list, saying why; creates nothing', async () => {
    server = await startTestServer();
    const signup = (password: string, n: number) =>
      new CookieJar(server!.url).postJson('/api/auth/signup', signupPayload({ password, username: `u_${n}`, email: `u${n}@example.com` }));
    const short = await signup('elevenchars', 1);
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('Password must be at least 12 characters');
    for (const [i, common] of ['123456789012', 'password1234', 'Qwerty123456'].entries()) {
      const res = await signup(common, 10 + i);
      expect(res.status, common).toBe(400);
      expect(await res.json()).toEqual({
        error: COMMON_PASSWORD_MESSAGE,
        issues: [{ path: ['password'], message: COMMON_PASSWORD_MESSAGE }],
      });
    }
    expect((await server.readDataFile()).users).toHaveLength(0);
  });

  it('gives 10 distinct recovery codes once; only their hashes are stored', async () => {
    const { s, codes } = await withMember();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = JSON.stringify((await s.readDataFile()).users);
    for (const c of codes) expect(stored).not.toContain(c);
    expect(
      (await (await new CookieJar(s.url).postJson('/api/auth/login', { email: EMAIL, password: 'correct horse' })).json()).recoveryCodes,
    ).toBeUndefined();
  });
});

describe('POST /api/auth/me/password', () => {
  it('needs the current password, refuses a common new one, then ends every other session', async () => {
    const { s, jar } = await withMember();
    const other = new CookieJar(s.url);
    expect((await login(other, 'correct horse')).status).toBe(200);

    const wrong = await jar.postJson('/api/auth/me/password', {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error).toBe('Current password is incorrect');
    const common = await jar.postJson('/api/auth/me/password', { currentPassword: 'correct horse', newPassword: 'iloveyou1234' });
    expect(common.status).toBe(400);
    expect((await common.json()).error).toBe(COMMON_PASSWORD_MESSAGE);
    expect(await me(other)).toBe('signed in');

    const ok = await jar.postJson('/api/auth/me/password', { currentPassword: 'correct horse', newPassword: 'a brand new passphrase' });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, otherSessionsEnded: 1 });
    expect(await me(jar)).toBe('signed in');
    expect(await me(other)).toBe('signed out');
    expect((await login(new CookieJar(s.url), 'correct horse')).status).toBe(401);
    expect((await login(new CookieJar(s.url), 'a brand new passphrase')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    server = await startTestServer();
    expect(
      (await new CookieJar(server.url).postJson('/api/auth/me/password', { currentPassword: 'x', newPassword: 'a brand new passphrase' }))
        .status,
    ).toBe(401);
  });
});

describe('recovery codes', () => {
  it('one code sets a new password once, signs every other device out, and cannot be used again', async () => {
    const { s, jar, codes } = await withMember();
    const lost = new CookieJar(s.url);
    const recover = (code: string, newPassword: string) =>
      lost.postJson('/api/auth/recover', { email: EMAIL, recoveryCode: code, newPassword });

    const res = await recover(codes[3]!.toUpperCase().replaceAll('-', ' '), 'found my way back in');
    expect(res.status).toBe(200);
    expect((await res.json()).notice).toBe('Your password is changed and every other device is signed out. 9 recovery codes left.');
    expect(await me(lost)).toBe('signed in');
    expect(await me(jar)).toBe('signed out');
    expect((await login(new CookieJar(s.url), 'found my way back in')).status).toBe(200);

    const again = await recover(codes[3]!, 'another new passphrase');
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: INVALID_RECOVERY });
    expect((await recover('aaaa-bbbb-cccc-dddd', 'another new passphrase')).status).toBe(401);
    expect((await login(new CookieJar(s.url), 'found my way back in')).status).toBe(200);
  });

  it('a new set from the account menu needs the current password and replaces the old codes', async () => {
    const { s, jar, codes } = await withMember();
    expect((await jar.postJson('/api/auth/me/recovery-codes', { currentPassword: 'wrong password' })).status).toBe(401);
    const res = await jar.postJson('/api/auth/me/recovery-codes', { currentPassword: 'correct horse' });
    expect(res.status).toBe(200);
    const fresh = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const recover = (code: string) =>
      new CookieJar(s.url).postJson('/api/auth/recover', { email: EMAIL, recoveryCode: code, newPassword: 'found my way back in' });
    expect((await recover(codes[0]!)).status).toBe(401);
    expect((await recover(fresh[0]!)).status).toBe(200);
  });

  it('guesses at codes count against the login limits', async () => {
    await withMember({ LOGIN_MAX_ATTEMPTS: '3' });
    const jar = new CookieJar(server!.url);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await jar.postJson('/api/auth/recover', {
            email: EMAIL,
            recoveryCode: `aaaa-bbbb-cccc-ddd${i + 2}`,
            newPassword: 'found my way back in',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});

describe('the operator reset (npm run reset-password)', () => {
  it('sets a random password the owner can log in with, and ends every session', async () => {
    const { s, jar } = await withMember();
    const result = await resetPassword(s.store, EMAIL, s.config.scryptLogN);
    expect(result?.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect(result?.sessionsEnded).toBe(1);
    expect(await me(jar)).toBe('signed out');
    expect((await login(new CookieJar(s.url), 'correct horse')).status).toBe(401);
    expect((await login(new CookieJar(s.url), result!.password)).status).toBe(200);
    expect(await resetPassword(s.store, 'nobody@example.com', 14)).toBeUndefined();
  });
});

describe('scrypt cost', () => {
  it('hashes at N=2^17 (r=8, p=1) by default and rehashes an older N=2^14 hash on login', async () => {
    const { s, userId } = await withMember({ SCRYPT_LOG_N: '17' });
    expect(s.config.scryptLogN).toBe(17);
    const hashOf = async () => (await s.readDataFile()).users.find((u) => u.id === userId)!.passwordHash;
    expect(await hashOf()).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[0-9a-f]{128}$/);
    // An account from before: bare hex at Node's old default cost.
    const salt = randomBytes(16);
    const legacy = scryptSync('correct horse', salt, 64, { N: 2 ** 14, r: 8, p: 1 }).toString('hex');
    await s.store.users.setPassword(userId, { passwordHash: legacy, passwordSalt: salt.toString('hex') });
    expect((await login(new CookieJar(s.url), 'correct horse')).status).toBe(200);
    expect(await hashOf()).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect((await login(new CookieJar(s.url), 'correct horse')).status).toBe(200);
  });
});
