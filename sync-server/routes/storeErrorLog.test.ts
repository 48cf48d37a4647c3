import { inspect } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

/** A store that fails while saving a user: the log names the error's class and table, never what was sent. */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('store errors in the log', () => {
  it('a failing insert into users logs class, SQLSTATE and table; no e-mail, phone, birth date or password hash', async () => {
    server = await startTestServer();
    // Every new row now breaks a check: PostgreSQL's error repeats the failing row in `detail`,
    // PGlite's also carries the query's parameters.
    await sql`alter table users add constraint refuse_all check (false) not valid`.execute(server.store.sql);
    const payload = signupPayload({
      email: 'secret.person@example.com',
      phoneNumber: '555-867-5309',
      dateOfBirth: '1971-02-03T00:00:00.000Z',
    });
    const res = await new CookieJar(server.url).postJson('/api/auth/signup', payload);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });

    expect(server.serverErrors).toHaveLength(1);
    const logged = server.serverErrors[0]!.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10, showHidden: true }))).join(' ');
    expect(logged).toContain('POST /api/auth/signup failed');
    expect(logged).toMatch(/StoreFailure: database error \w+ \(SQLSTATE 23514\) on table users/);
    for (const secret of ['secret.person', '555-867-5309', '1971-02-03', 'passwordHash', 'passwordSalt', 'correct horse']) {
      expect(logged, secret).not.toContain(secret);
    }
  });
});
