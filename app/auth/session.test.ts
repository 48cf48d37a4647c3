import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../core/schemas/auth';
import { apiRequest } from '../api/client';
import { db, getLastKnownUser, saveLastKnownUser } from '../db';
import { resolveSession, userRemembered } from './session';

const ada: User = { id: 'u-ada', username: 'ada', fullLegalName: 'Ada Lovelace', email: 'ada@example.com' };
const grace: User = { id: 'u-grace', username: 'grace', fullLegalName: 'Grace Hopper', email: 'grace@example.com' };

let server: Server;
let base: string;
let closedBase: string;
/** What the fake /api/auth/me answers next. */
let meReply: { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(meReply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(meReply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const askServer = () => apiRequest('GET', `${base}/api/auth/me`);
const askNobody = () => apiRequest('GET', `${closedBase}/api/auth/me`);

describe('resolveSession', () => {
  it('signs in the user the server confirms and remembers them on the device', async () => {
    meReply = { status: 200, body: { user: ada } };
    expect(await resolveSession(askServer)).toEqual({ user: ada, offline: false });
    await userRemembered();
    expect(await getLastKnownUser()).toEqual(ada);
  });

  it('resolves the session without waiting for the device to remember the user', async () => {
    meReply = { status: 200, body: { user: ada } };
    let written = false;
    let finishWrite!: () => void;
    const remember = () => new Promise<void>((resolve) => (finishWrite = resolve)).then(() => void (written = true));
    expect(await resolveSession(askServer, remember)).toEqual({ user: ada, offline: false });
    expect(written).toBe(false);
    finishWrite();
    await userRemembered();
    expect(written).toBe(true);
  });

  it('replaces a previously remembered user with the confirmed one', async () => {
    await saveLastKnownUser(grace);
    meReply = { status: 200, body: { user: ada } };
    await resolveSession(askServer);
    await userRemembered();
    expect(await getLastKnownUser()).toEqual(ada);
  });

  it('signs out on 200 {user: null} (signed out) and forgets the remembered user, without loading the schema', async () => {
    await saveLastKnownUser(ada);
    meReply = { status: 200, body: { user: null } };
    const schemaNeverLoaded = () => Promise.reject(new Error('the schema was loaded for a signed-out reply'));
    expect(await resolveSession(askServer, undefined, schemaNeverLoaded)).toEqual({ user: null, offline: false });
    expect(await getLastKnownUser()).toBeNull();
  });

  it('signs out on 401 (an older server) and forgets the remembered user', async () => {
    await saveLastKnownUser(ada);
    meReply = { status: 401, body: { error: 'Not signed in' } };
    expect(await resolveSession(askServer)).toEqual({ user: null, offline: false });
    expect(await getLastKnownUser()).toBeNull();
  });

  it('signs out on any other error reply too', async () => {
    await saveLastKnownUser(ada);
    meReply = { status: 500, body: { error: 'Something went wrong on our side. Please try again.' } };
    expect(await resolveSession(askServer)).toEqual({ user: null, offline: false });
  });

  it('signs out when the reply does not carry a user', async () => {
    await saveLastKnownUser(ada);
    meReply = { status: 200, body: { hello: 'world' } };
    expect(await resolveSession(askServer)).toEqual({ user: null, offline: false });
    expect(await getLastKnownUser()).toBeNull();
  });

  it('stays signed in, offline, as the remembered user when the server cannot be reached', async () => {
    await saveLastKnownUser(ada);
    expect(await resolveSession(askNobody)).toEqual({ user: ada, offline: true });
    expect(await getLastKnownUser()).toEqual(ada);
  });

  it('is signed out when the server cannot be reached and nobody is remembered', async () => {
    expect(await resolveSession(askNobody)).toEqual({ user: null, offline: false });
  });

  it("stays signed in, offline, as the remembered user when the reply's schema cannot be loaded", async () => {
    await saveLastKnownUser(ada);
    meReply = { status: 200, body: { user: ada } };
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await resolveSession(askServer, undefined, unreachable)).toEqual({ user: ada, offline: true });
    expect(await getLastKnownUser()).toEqual(ada);
  });
});
