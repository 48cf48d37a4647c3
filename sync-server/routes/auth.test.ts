import { beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, serverPerTest, signupPayload } from '../../test-support/server/harness';

const ctx = serverPerTest();

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 with the public user fields and signs the user in', async () => {
    const res = await ctx.jar.postJson('/api/auth/signup', signupPayload({ email: 'Maria@Example.com' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body.user).sort()).toEqual(['email', 'fullLegalName', 'id', 'username']);
    expect(body.user).toMatchObject({ username: 'maria_r', fullLegalName: 'Maria Rodriguez', email: 'maria@example.com' });
    expect(JSON.stringify(body)).not.toMatch(/password|correct horse/i);

    const me = await ctx.jar.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: body.user });
  });

  it('stores the password only as a salted scrypt hash, with the profile fields', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    await ctx.jar.postJson('/api/auth/logout');
    await new CookieJar(ctx.server.url).postJson('/api/auth/signup', signupPayload({ username: 'second', email: 'second@example.com' }));
    const file = await ctx.server.readDataFile();
    expect(file.users).toHaveLength(2);
    const [maria, second] = file.users;
    expect(maria).toMatchObject({
      username: 'maria_r',
      fullLegalName: 'Maria Rodriguez',
      email: 'maria@example.com',
      phoneNumber: '555-123-4567',
      dateOfBirth: '1990-04-12T00:00:00.000Z',
      disclaimerAccepted: true,
      disclaimerAcceptedAt: '2025-01-01T12:00:00.000Z',
    });
    expect(Date.parse(maria!.createdAt)).not.toBeNaN();
    expect(JSON.stringify(file)).not.toContain('correct horse');
    expect(maria!.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$[0-9a-f]{128}$/);
    expect(maria!.passwordSalt).toMatch(/^[0-9a-f]{32}$/);
    // Same password, different salt, different hash.
    expect(second!.passwordSalt).not.toBe(maria!.passwordSalt);
    expect(second!.passwordHash).not.toBe(maria!.passwordHash);
  });

  it('refuses a second account with the same email, in any letter case (409)', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const res = await new CookieJar(ctx.server.url).postJson(
      '/api/auth/signup',
      signupPayload({ username: 'someone_else', email: 'MARIA@example.com' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'An account with this email already exists' });
    expect((await ctx.server.readDataFile()).users).toHaveLength(1);
  });

  it('refuses a username already taken, ignoring letter case (409)', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const res = await new CookieJar(ctx.server.url).postJson(
      '/api/auth/signup',
      signupPayload({ username: 'Maria_R', email: 'other@example.com' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'This username is already taken' });
    expect((await ctx.server.readDataFile()).users).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const results = await Promise.all(
      ['a_one', 'a_two', 'a_three'].map((username) =>
        new CookieJar(ctx.server.url).postJson('/api/auth/signup', signupPayload({ username, email: 'same@example.com' })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await ctx.server.readDataFile()).users).toHaveLength(1);
  });

  it.each([
    [{ phoneNumber: '5551234567' }, 'Phone number must be in format: 123-456-7890', 'phoneNumber'],
    [{ username: 'ab' }, 'Username must be at least 3 characters', 'username'],
    [{ fullLegalName: '   ' }, 'Full legal name is required', 'fullLegalName'],
    [{ email: 'not-an-email' }, 'Please enter a valid email', 'email'],
    [{ password: '12345678901' }, 'Password must be at least 12 characters', 'password'],
    [{ disclaimerAccepted: false }, 'You must accept the disclaimer to continue', 'disclaimerAccepted'],
    [{ dateOfBirth: '1850-01-01' }, 'Date of birth is required', 'dateOfBirth'],
    [{ dateOfBirth: '2999-01-01T00:00:00.000Z' }, 'Date of birth is required', 'dateOfBirth'],
    // Not a date at all: the core schema's union has no custom message for this.
    [{ dateOfBirth: 'yesterday' }, 'Date of birth is required', 'dateOfBirth'],
    [{ username: 12345 }, 'Invalid input: expected string, received number', 'username'],
    [{ fullLegalName: undefined }, 'Required', 'fullLegalName'],
  ])('rejects %j with 400 and the message, writing nothing', async (change, message, field) => {
    const res = await ctx.jar.postJson('/api/auth/signup', signupPayload(change));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(message);
    expect(body.issues).toContainEqual({ path: [field], message });
    expect(res.headers.getSetCookie()).toEqual([]);
    const file = await ctx.server.readDataFile();
    expect(file.users).toEqual([]);
    expect(file.sessions).toEqual([]);
  });

  it('does not accept confirmPassword-only or extra fields as a password', async () => {
    const { password: _omit, ...withoutPassword } = signupPayload();
    const res = await ctx.jar.postJson('/api/auth/signup', { ...withoutPassword, confirmPassword: 'correct horse' });
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toContainEqual({ path: ['password'], message: 'Required' });
  });
});

describe('POST /api/auth/login', () => {
  beforeEach(async () => {
    const signup = new CookieJar(ctx.server.url);
    expect((await signup.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
  });

  it('signs in with the right password (email in any case) and answers the user', async () => {
    const res = await ctx.jar.postJson('/api/auth/login', { email: 'MARIA@example.com', password: 'correct horse' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ username: 'maria_r', email: 'maria@example.com' });
    expect(ctx.jar.get('lawsai.sid')).toBeTruthy();

    const me = await ctx.jar.fetch('/api/auth/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.id).toBe(body.user.id);
  });

  it('sets an httpOnly, SameSite=Lax, signed session cookie holding only a random id', async () => {
    const res = await ctx.jar.postJson('/api/auth/login', { email: 'maria@example.com', password: 'correct horse' });
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('lawsai.sid='))!;
    expect(sid).toMatch(/httponly/i);
    expect(sid).toMatch(/samesite=lax/i);
    expect(sid).not.toMatch(/secure/i); // plain http on localhost must keep working
    expect(cookies.some((c) => c.startsWith('lawsai.sid.sig='))).toBe(true);
    const id = ctx.jar.get('lawsai.sid')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const file = await ctx.server.readDataFile();
    const session = file.sessions.find((s) => s.id === id)!;
    expect(session.userId).toBe(file.users[0]!.id);
    // 12 hours unused ends it (docs/security.md; sessions.lifetime.test.ts).
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 11.9 * 3600 * 1000);
  });

  it('answers 401 "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const wrong = await ctx.jar.postJson('/api/auth/login', { email: 'maria@example.com', password: 'wrong horse' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Invalid email or password' });
    const unknown = await ctx.jar.postJson('/api/auth/login', { email: 'nobody@example.com', password: 'correct horse' });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'Invalid email or password' });
    expect(await (await ctx.jar.fetch('/api/auth/me')).json()).toEqual({ user: null });
  });

  it('validates the credentials with the spec messages', async () => {
    const res = await ctx.jar.postJson('/api/auth/login', { email: 'maria', password: '' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('Please enter a valid email');
    expect(body.issues).toEqual([
      { path: ['email'], message: 'Please enter a valid email' },
      { path: ['password'], message: 'Password is required' },
    ]);
  });

  it('gives a signed-in session a new id on login (no session fixation)', async () => {
    await ctx.jar.postJson('/api/auth/login', { email: 'maria@example.com', password: 'correct horse' });
    const before = ctx.jar.copy();
    await ctx.jar.postJson('/api/auth/login', { email: 'maria@example.com', password: 'correct horse' });
    expect(ctx.jar.get('lawsai.sid')).not.toBe(before.get('lawsai.sid'));
    expect(await (await before.fetch('/api/auth/me')).json()).toEqual({ user: null });
    expect((await (await ctx.jar.fetch('/api/auth/me')).json()).user).toMatchObject({ username: 'maria_r' });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 200 {user: null} without a cookie: signed out is not an error', async () => {
    const res = await ctx.server.fetch('/api/auth/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });

  it('ignores a forged or unsigned session cookie', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const id = ctx.jar.get('lawsai.sid')!;
    const forged = await ctx.server.fetch('/api/auth/me', { headers: { Cookie: `lawsai.sid=${id}` } });
    expect(await forged.json()).toEqual({ user: null });
    const badSig = await ctx.server.fetch('/api/auth/me', { headers: { Cookie: `lawsai.sid=${id}; lawsai.sid.sig=AAAA` } });
    expect(await badSig.json()).toEqual({ user: null });
  });

  it('logout deletes the session on the server: replaying the old cookie is signed out', async () => {
    await ctx.jar.postJson('/api/auth/signup', signupPayload());
    const old = ctx.jar.copy();
    const id = ctx.jar.get('lawsai.sid');
    const res = await ctx.jar.postJson('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(ctx.jar.get('lawsai.sid')).toBeUndefined();
    expect((await ctx.server.readDataFile()).sessions.find((s) => s.id === id)).toBeUndefined();

    const replay = await old.fetch('/api/auth/me');
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ user: null });
  });

  it('logout without a session still answers 200', async () => {
    const res = await ctx.jar.postJson('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
