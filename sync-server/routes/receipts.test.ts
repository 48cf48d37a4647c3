import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../core/brand';
import { RECEIPT_RELEASE_POINT, RECEIPTS_FULL, RECEIPTS_KEPT_PER_USER, type Receipt } from '../../core/receipts';
import { CookieJar, signupPayload, startTestServer, type TestServer } from '../../test-support/server/harness';

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    id: randomUUID(),
    kind: 'answer',
    question: 'my landlord kept my whole deposit and says i owe more, can he do that',
    createdAt: '2026-11-25T12:00:00.000Z',
    lead: 'That is decided mainly by your state’s law.',
    laws: [
      {
        title: 'Fair Debt Collection Practices Act — communication with the consumer',
        citation: '15 U.S.C. § 1692c',
        quote: { citation: '15 U.S.C. § 1692c(a)(1)', text: 'at any unusual time or place' },
        officialUrl: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section1692c&num=0&edition=prelim',
      },
    ],
    releasePoint: RECEIPT_RELEASE_POINT,
    engine: 'Answered by the built-in engine',
    disclaimer: DISCLAIMER,
    ...overrides,
  };
}

describe('saved answers on the account (/api/receipts, issue 19)', () => {
  let server: TestServer;
  let ann: CookieJar;
  let bob: CookieJar;

  const put = (jar: CookieJar, r: Receipt, id = r.id) =>
    jar.fetch(`/api/receipts/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(r) });
  const list = async (jar: CookieJar) => ((await (await jar.fetch('/api/receipts')).json()) as { receipts: Receipt[] }).receipts;

  beforeAll(async () => {
    server = await startTestServer();
    ann = new CookieJar(server.url);
    bob = new CookieJar(server.url);
    expect((await ann.postJson('/api/auth/signup', signupPayload({ username: 'ann', email: 'ann@example.com' }))).status).toBe(201);
    expect((await bob.postJson('/api/auth/signup', signupPayload({ username: 'bob', email: 'bob@example.com' }))).status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    expect(server.serverErrors).toEqual([]);
    await server.stop();
  });

  it('saves a receipt once however often it is sent, lists it for its owner only, and deletes it', async () => {
    const r = receipt();
    expect((await put(ann, r)).status).toBe(200);
    expect((await put(ann, r)).status).toBe(200);
    expect(await list(ann)).toEqual([r]);
    expect(await list(bob)).toEqual([]);

    // Another user can neither see nor remove it.
    expect((await bob.fetch(`/api/receipts/${r.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await list(ann)).toEqual([r]);

    expect((await ann.fetch(`/api/receipts/${r.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await list(ann)).toEqual([]);
    // A resent delete (the outbox may send it twice) is still done.
    expect((await ann.fetch(`/api/receipts/${r.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const r = receipt();
    const mismatch = await put(ann, r, randomUUID());
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { error: string }).error).toBe('The saved answer in the body has another id than the address');

    const badId = await put(ann, r, 'not-a-uuid');
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { error: string }).error).toBe('A saved answer id is a UUID');

    const unofficial = await put(ann, receipt({ laws: [{ title: 'x', citation: 'x', officialUrl: 'https://example.com/law' }] }));
    expect(unofficial.status).toBe(400);
    expect(((await unofficial.json()) as { error: string }).error).toBe('Not an official link');

    expect(await list(ann)).toEqual([]);
    expect((await server.fetch('/api/receipts')).status).toBe(401);
    expect(
      (
        await server.fetch(`/api/receipts/${r.id}`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(r),
        })
      ).status,
    ).toBe(401);
  });

  it(`keeps at most ${RECEIPTS_KEPT_PER_USER} per account: one more is refused with what to do, saving an existing one again still works`, async () => {
    const carl = new CookieJar(server.url);
    expect((await carl.postJson('/api/auth/signup', signupPayload({ username: 'carl', email: 'carl@example.com' }))).status).toBe(201);
    const me = (await (await carl.fetch('/api/auth/me')).json()) as { user: { id: string } };
    const first = receipt();
    await server.store.receipts.put(me.user.id, first);
    for (let i = 1; i < RECEIPTS_KEPT_PER_USER; i++) await server.store.receipts.put(me.user.id, receipt());
    const full = await put(carl, receipt());
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: string }).error).toBe(RECEIPTS_FULL);
    expect((await put(carl, { ...first, lead: 'Saved again.' })).status).toBe(200);
    expect(await list(carl)).toHaveLength(RECEIPTS_KEPT_PER_USER);
  }, 120_000);
  it('lists newest first and survives a restart', async () => {
    const older = receipt({ createdAt: '2026-11-20T09:00:00.000Z' });
    const newer = receipt({ createdAt: '2026-11-24T09:00:00.000Z' });
    await put(bob, older);
    await put(bob, newer);
    server = await server.restart();
    const again = new CookieJar(server.url);
    expect((await again.postJson('/api/auth/login', { email: 'bob@example.com', password: signupPayload().password })).status).toBe(200);
    expect((await list(again)).map((r) => r.id)).toEqual([newer.id, older.id]);
  }, 60_000);
});
