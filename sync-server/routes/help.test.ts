import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { helpMessageReplySchema, helpMessages, helpTicketsSchema, TICKET_NUMBER_PATTERN } from '../../core/schemas/help';
import { CookieJar, helpMessagePayload, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

let server: TestServer;
let adminLog: string[];
beforeEach(async () => {
  adminLog = [];
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => void adminLog.push(String(line)));
  server = await startTestServer();
});
afterEach(async () => {
  expect(server.serverErrors).toEqual([]);
  await server.stop();
  vi.restoreAllMocks();
});

interface Account {
  jar: CookieJar;
  user: { id: string; fullLegalName: string; email: string };
}

async function signedIn(name = 'helpful_hana'): Promise<Account> {
  const jar = new CookieJar(server.url);
  const res = await jar.postJson(
    '/api/auth/signup',
    signupPayload({ username: name, email: `${name}@example.com`, fullLegalName: `Hana ${name}` }),
  );
  expect(res.status).toBe(201);
  return { jar, user: (await res.json()).user };
}

const message = (account: Account, overrides: Record<string, unknown> = {}) => helpMessagePayload(account.user, overrides);

const KEY = '0b6e3c1a-3d0e-4f8e-9c2a-5e1f7a9d2b44';

const send = (account: Account, body: unknown, key?: string) =>
  account.jar.postJson('/api/help/message', body, key ? { 'Idempotency-Key': key } : {});

describe('POST /api/help/message', () => {
  it('files a ticket with a readable number, stores it with its admin notice before replying, and logs the notice', async () => {
    const hana = await signedIn();
    const res = await send(hana, message(hana));
    expect(res.status).toBe(201);
    const reply = helpMessageReplySchema.parse(await res.json());
    const year = new Date().getUTCFullYear();
    expect(reply.ticketNumber).toBe(`LAI-${year}-000001`);
    expect(Math.abs(Date.parse(reply.timestamp) - Date.now())).toBeLessThan(10_000);

    const file = await server.readDataFile();
    expect(file.tickets).toEqual([
      {
        ticketNumber: reply.ticketNumber,
        userId: hana.user.id,
        userName: hana.user.fullLegalName,
        userEmail: hana.user.email,
        subject: 'Cannot hear the audio',
        category: 'technical',
        urgency: 'medium',
        message: 'The narration button does nothing on my phone.',
        submittedAt: '2026-03-01T10:00:00.000Z',
        createdAt: reply.timestamp,
      },
    ]);
    expect(file.adminInbox).toEqual([
      expect.objectContaining({ kind: 'help-ticket', ticketNumber: reply.ticketNumber, userId: hana.user.id, read: false }),
    ]);
    expect(adminLog).toEqual([
      `[laws-ai] Admin notified: help ticket ${reply.ticketNumber} (medium urgency, technical) from user ${hana.user.id}`,
    ]);
  });

  it('numbers tickets one after another without gaps or repeats, also when many arrive at once', async () => {
    // Two accounts: one may file at most 20 a day.
    const [hana, ivan] = [await signedIn(), await signedIn('helpful_ivan')];
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2 ? send(ivan, message(ivan, { subject: `Question ${i}` })) : send(hana, message(hana, { subject: `Question ${i}` })),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(25).fill(201));
    const numbers = await Promise.all(replies.map(async (r) => (await r.json()).ticketNumber as string));
    const year = new Date().getUTCFullYear();
    expect([...numbers].sort()).toEqual(Array.from({ length: 25 }, (_, i) => `LAI-${year}-${String(i + 1).padStart(6, '0')}`));
    expect((await server.readDataFile()).tickets).toHaveLength(25);
  });

  it('takes the name and email from the account, not from the body', async () => {
    const hana = await signedIn();
    const res = await send(hana, message(hana, { userName: 'Someone Else', userEmail: 'else@example.com' }));
    expect(res.status).toBe(201);
    const [ticket] = (await server.readDataFile()).tickets;
    expect(ticket).toMatchObject({ userName: hana.user.fullLegalName, userEmail: hana.user.email });
  });

  it("refuses a message carrying another account's id and stores nothing", async () => {
    const hana = await signedIn();
    const other = await signedIn('other_otto');
    const res = await send(hana, message(hana, { userId: other.user.id }));
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(helpMessages.otherAccount);
    expect((await server.readDataFile()).tickets).toEqual([]);
  });

  it('takes a send time in the future as the filing time', async () => {
    const hana = await signedIn();
    const res = await send(hana, message(hana, { timestamp: '2999-01-01T00:00:00.000Z' }));
    const reply = await res.json();
    const [ticket] = (await server.readDataFile()).tickets;
    expect(ticket!.submittedAt).toBe(reply.timestamp);
  });

  it.each([
    ['a blank subject', { subject: '   ' }, helpMessages.subject],
    ['no category chosen', { category: '' }, helpMessages.category],
    ['an unknown category', { category: 'complaints' }, helpMessages.category],
    ['a missing category', { category: undefined }, helpMessages.category],
    ['a message under 10 characters', { message: 'Too short' }, helpMessages.message],
    ['a message short once trimmed', { message: '   short   ' }, helpMessages.message],
    ['an unknown urgency', { urgency: 'critical' }, 'Invalid option: expected one of "low"|"medium"|"high"'],
    ['a missing urgency', { urgency: undefined }, 'Required'],
    ['a missing subject', { subject: undefined }, 'Required'],
    ['a timestamp that is not ISO', { timestamp: 'yesterday' }, 'timestamp must be an ISO date and time'],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'Message must be at most 5,000 characters'],
  ])('refuses %s with 400 and the spec message, storing nothing', async (_what, overrides, error) => {
    const hana = await signedIn();
    const res = await send(hana, message(hana, overrides));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(error);
    expect(body.issues[0].message).toBe(error);
    const file = await server.readDataFile();
    expect(file.tickets).toEqual([]);
    expect(file.adminInbox).toEqual([]);
  });

  it('refuses a signed-out caller, a body that is not JSON, and a malformed Idempotency-Key', async () => {
    const hana = await signedIn();
    const anonymous = new CookieJar(server.url);
    expect((await anonymous.postJson('/api/help/message', message(hana))).status).toBe(401);
    const notJson = await hana.jar.fetch('/api/help/message', { method: 'POST', body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect((await send(hana, message(hana), 'no spaces allowed')).status).toBe(400);
    expect((await server.readDataFile()).tickets).toEqual([]);
  });
});

describe('POST /api/help/message with an Idempotency-Key (the outbox)', () => {
  it('answers a repeat with the same ticket and files nothing more', async () => {
    const hana = await signedIn();
    const first = await send(hana, message(hana), KEY);
    expect(first.status).toBe(201);
    const created = await first.json();
    const again = await send(hana, message(hana), KEY);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    const file = await server.readDataFile();
    expect(file.tickets).toHaveLength(1);
    expect(file.tickets[0]).toMatchObject({ ticketNumber: created.ticketNumber, idempotencyKey: KEY });
    expect(file.adminInbox).toHaveLength(1);
    expect(adminLog).toHaveLength(1);
  });

  it('files one ticket when repeats race each other (the first still being written)', async () => {
    const hana = await signedIn();
    const replies = await Promise.all(Array.from({ length: 8 }, () => send(hana, message(hana), KEY)));
    const bodies = await Promise.all(replies.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.ticketNumber)).size).toBe(1);
    expect(replies.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect((await server.readDataFile()).tickets).toHaveLength(1);
    expect((await server.readDataFile()).adminInbox).toHaveLength(1);
  });

  it('remembers the key across a server restart', async () => {
    const hana = await signedIn();
    const created = await (await send(hana, message(hana), KEY)).json();
    server = await server.restart();
    const jar = hana.jar.copy(server.url);
    const again = await jar.postJson('/api/help/message', message(hana), { 'Idempotency-Key': KEY });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    // Numbering goes on after a restart.
    const next = await (await jar.postJson('/api/help/message', message(hana, { subject: 'Another' }))).json();
    expect(next.ticketNumber).toBe(created.ticketNumber.replace(/000001$/, '000002'));
  });

  it('refuses a key reused for a different message with 422', async () => {
    const hana = await signedIn();
    await send(hana, message(hana), KEY);
    const reused = await send(hana, message(hana, { subject: 'Something else entirely' }), KEY);
    expect(reused.status).toBe(422);
    expect((await reused.json()).error).toBe(helpMessages.keyReused);
    expect((await server.readDataFile()).tickets).toHaveLength(1);
  });

  it("keeps one user's key apart from another's", async () => {
    const hana = await signedIn();
    const otto = await signedIn('other_otto');
    const a = await (await send(hana, message(hana), KEY)).json();
    const b = await (await send(otto, message(otto), KEY)).json();
    expect(a.ticketNumber).not.toBe(b.ticketNumber);
  });
});

describe('GET /api/help/tickets', () => {
  it("lists the signed-in user's own tickets, newest first, and never another user's", async () => {
    const hana = await signedIn();
    const otto = await signedIn('other_otto');
    const first = await (await send(hana, message(hana, { subject: 'First' }))).json();
    await send(otto, message(otto, { subject: "Otto's private question" }));
    const second = await (await send(hana, message(hana, { subject: 'Second', urgency: 'high', category: 'billing' }))).json();

    const res = await hana.jar.fetch('/api/help/tickets');
    expect(res.status).toBe(200);
    const tickets = helpTicketsSchema.parse(await res.json());
    expect(tickets.map((t) => [t.ticketNumber, t.subject])).toEqual([
      [second.ticketNumber, 'Second'],
      [first.ticketNumber, 'First'],
    ]);
    expect(tickets[0]).toMatchObject({
      urgency: 'high',
      category: 'billing',
      timestamp: second.timestamp,
      userName: hana.user.fullLegalName,
    });
    expect(tickets.every((t) => TICKET_NUMBER_PATTERN.test(t.ticketNumber))).toBe(true);

    const ottos = helpTicketsSchema.parse(await (await otto.jar.fetch('/api/help/tickets')).json());
    expect(ottos.map((t) => t.subject)).toEqual(["Otto's private question"]);
  });

  it('refuses a signed-out caller', async () => {
    expect((await new CookieJar(server.url).fetch('/api/help/tickets')).status).toBe(401);
  });
});

describe('odd help messages never produce a 5xx', () => {
  it('answers every odd body and Idempotency-Key of a signed-in user with a JSON 4xx or a ticket', async () => {
    const hana = await signedIn();
    const base = message(hana);
    const odd: unknown[] = [
      null,
      [],
      {},
      'text',
      0,
      true,
      [base],
      { ...base, subject: ['array'] },
      { ...base, subject: { $ne: null } },
      { ...base, message: 12345678901 },
      { ...base, category: ['technical'] },
      { ...base, urgency: null },
      { ...base, userId: null },
      { ...base, userId: 42 },
      { ...base, timestamp: 99999999999999 },
      { ...base, timestamp: '+275760-09-13T00:00:00.000Z' },
      { ...base, timestamp: '0000-01-01T00:00:00Z' },
      { ...base, timestamp: '2026-02-30T10:00:00Z' },
      { ...base, subject: '\u0000\u202e🔑', message: '\u0000'.repeat(20) },
      { ...base, userName: 'x'.repeat(10_000) },
      { ...base, __proto__: { admin: true } },
      JSON.parse('{"__proto__": {"ticketNumber": "LAI-2026-999999"}}'),
    ];
    const keys = [undefined, '', ' ', 'short', 'x'.repeat(129), '../../etc/passwd', '0b6e3c1a-3d0e-4f8e-9c2a-5e1f7a9d2b44'];
    const failures: string[] = [];
    for (const body of odd) {
      for (const key of keys) {
        const res = await hana.jar.postJson('/api/help/message', body, key === undefined ? {} : { 'Idempotency-Key': key });
        const text = await res.text();
        if (res.status >= 500 || (res.status >= 400 && typeof JSON.parse(text).error !== 'string')) {
          failures.push(`${JSON.stringify(body).slice(0, 60)} key=${key} → ${res.status} ${text}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Whatever was filed got a proper, unique number.
    const tickets = (await server.readDataFile()).tickets as { ticketNumber: string }[];
    expect(tickets.every((t) => TICKET_NUMBER_PATTERN.test(t.ticketNumber))).toBe(true);
    expect(new Set(tickets.map((t) => t.ticketNumber)).size).toBe(tickets.length);
  });
});
