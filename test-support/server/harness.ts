import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../sync-server/app';
import { serverOptions } from '../../sync-server/http/serverTimeouts';
import { loadConfig, type Config } from '../../sync-server/config';
import type { DbData, Store } from '../../sync-server/store';
import { testStoreOptions } from './testDatabase';

/** Where tests keep the full-text index of the U.S. Code (built on first use, then reused). */
import { TEST_LAW_INDEX_DIR } from './lawIndexDir';
export { TEST_LAW_INDEX_DIR };

export const TEST_INDEX_HTML =
  '<!doctype html><html><head><title>Laws AI test shell</title></head><body><div id="root"></div></body></html>';

export interface TestServerOptions {
  /** Extra environment for loadConfig (e.g. LOGIN_MAX_ATTEMPTS). DATA_DIR/STATIC_DIR are set by the harness. */
  env?: Record<string, string>;
  /** Reuse a data dir (it is then not deleted on stop). Default: a fresh temp dir. */
  dataDir?: string;
  /** Reuse a static dir (not deleted on stop). Default: a temp dir holding TEST_INDEX_HTML. */
  staticDir?: string;
  /** Contents of index.html in the temp static dir; null for "not built" (no index.html). */
  indexHtml?: string | null;
  /** Use the database of the test server on this DATA_DIR: another instance on one database. */
  storeDataDir?: string;
}

export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  config: Config;
  dataDir: string;
  staticDir: string;
  store: Store;
  /** What the server reported as unexpected (500) errors: a test can assert it stayed empty. */
  serverErrors: unknown[][];
  /** What the server reported as expected trouble (an AI answer not used). */
  serverWarnings: unknown[][];
  /** fetch relative to `url`, no cookies. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** The data file as it is on disk right now. */
  readDataFile(): Promise<DbData>;
  /** Stop and start again on the same data and static dirs (new port). */
  restart(): Promise<TestServer>;
  /** Stop the server; deletes the temp dirs the harness made. */
  stop(): Promise<void>;
}

/** The real app on an ephemeral port of 127.0.0.1, with a temp DATA_DIR and STATIC_DIR. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownDirs: string[] = [];
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-data-'));
    ownDirs.push(dataDir);
  }
  let staticDir = options.staticDir;
  if (!staticDir) {
    staticDir = await mkdtemp(path.join(tmpdir(), 'laws-ai-static-'));
    ownDirs.push(staticDir);
    const html = options.indexHtml === undefined ? TEST_INDEX_HTML : options.indexHtml;
    if (html !== null) await writeFile(path.join(staticDir, 'index.html'), html);
  }
  return listen({ ...options, dataDir, staticDir }, ownDirs);
}

async function listen(options: TestServerOptions & { dataDir: string; staticDir: string }, ownDirs: string[]): Promise<TestServer> {
  const { dataDir, staticDir } = options;
  // The full-text index is derived data: every test server shares one, built once (.tmp/law-index).
  // SCRYPT_LOG_N=14: hashing at 1/8 of the production cost keeps the suite fast (docs/security.md); a test may set 17.
  const config = loadConfig({
    LAW_INDEX_DIR: TEST_LAW_INDEX_DIR,
    SCRYPT_LOG_N: '14',
    ...options.env,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
  });
  const serverErrors: unknown[][] = [];
  const serverWarnings: unknown[][] = [];
  const laws = await createApp(config, {
    log: (...args) => serverErrors.push(args),
    warn: (...args) => serverWarnings.push(args),
    store: await testStoreOptions(options.storeDataDir ?? dataDir),
  });
  const server: Server = createServer(serverOptions(config), laws.app.callback());
  // Client and server share this process: a test that blocks the loop for seconds (parsing a
  // 40 MB reply) must not find its keep-alive socket closed under it (ECONNRESET on the next request).
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await laws.close();
  };

  return {
    url,
    config,
    dataDir,
    staticDir,
    store: laws.store,
    serverErrors,
    serverWarnings,
    fetch: (pathname, init) => fetch(url + pathname, init),
    readDataFile: () => laws.store.snapshot(),
    async restart() {
      await close();
      return listen(options, ownDirs);
    },
    async stop() {
      await close();
      await Promise.all(ownDirs.map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

/** A browser-like cookie jar for one client: sends what it holds, keeps what it is sent. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** fetch relative to baseUrl with this jar's cookies; Set-Cookie replies update the jar. */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set('Cookie', cookie);
    const res = await fetch(this.baseUrl + pathname, { ...init, headers });
    this.update(res);
    return res;
  }

  /** POST a JSON body (or none when `body` is undefined). */
  postJson(pathname: string, body?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
    return this.fetch(pathname, {
      method: 'POST',
      signal,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  update(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.split('=');
        return k.trim().toLowerCase() === 'expires' && Date.parse(v) <= Date.now();
      });
      if (value === '' || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie header this jar sends. */
  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Another jar holding the same cookies now (e.g. to replay an old cookie later). */
  copy(baseUrl = this.baseUrl): CookieJar {
    const jar = new CookieJar(baseUrl);
    for (const [k, v] of this.#cookies) jar.#cookies.set(k, v);
    return jar;
  }
}

/** A valid signup payload; override fields to make variants. */
export function signupPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: 'maria_r',
    fullLegalName: 'Maria Rodriguez',
    email: 'maria@example.com',
    phoneNumber: '555-123-4567',
    dateOfBirth: '1990-04-12T00:00:00.000Z',
    password: 'correct horse',
    disclaimerAccepted: true,
    disclaimerAcceptedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A valid help message from this user (as the Help screen's outbox sends it); override fields to make variants. */
export function helpMessagePayload(
  user: { id: string; email: string; fullLegalName: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    subject: 'Cannot hear the audio',
    category: 'technical',
    message: 'The narration button does nothing on my phone.',
    urgency: 'medium',
    timestamp: '2026-03-01T10:00:00.000Z',
    userEmail: user.email,
    userName: user.fullLegalName,
    userId: user.id,
    ...overrides,
  };
}

/** What a hook has not started yet is not there to use. */
function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the test server is not started yet (use it inside a test or a later hook)');
  return value;
}

/**
 * A test file's (or describe's) server: started before its tests, then checked for unexpected
 * 500s and stopped. Options may be a function when they depend on something a beforeAll
 * registered earlier starts (a fake upstream's url).
 */
export function serverPerFile(
  options: TestServerOptions | (() => TestServerOptions) = {},
  timeout = 60_000,
): { readonly server: TestServer } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof options === 'function' ? options() : options);
  }, timeout);
  afterAll(async () => {
    if (!server) return;
    expect(server.serverErrors).toEqual([]);
    await server.stop();
  });
  return {
    get server() {
      return started(server);
    },
  };
}

export interface ServerWithMember {
  readonly server: TestServer;
  /** The cookie jar of one member signed up with signupPayload(). */
  readonly jar: CookieJar;
}

/** serverPerFile, and one member signed up on it before the tests. */
export function serverWithMember(options: TestServerOptions | (() => TestServerOptions) = {}, timeout = 60_000): ServerWithMember {
  const file = serverPerFile(options, timeout);
  let jar: CookieJar | undefined;
  beforeAll(async () => {
    jar = new CookieJar(file.server.url);
    expect((await jar.postJson('/api/auth/signup', signupPayload())).status).toBe(201);
  }, timeout);
  return {
    get server() {
      return file.server;
    },
    get jar() {
      return started(jar);
    },
  };
}

/**
 * A fresh server and an empty cookie jar for each test, checked for unexpected 500s and stopped
 * after it. A test may put a restarted server in `server`; that one is stopped.
 */
export function serverPerTest(): { server: TestServer; jar: CookieJar } {
  const ctx = {} as { server: TestServer; jar: CookieJar };
  beforeEach(async () => {
    ctx.server = await startTestServer();
    ctx.jar = new CookieJar(ctx.server.url);
  });
  afterEach(async () => {
    expect(ctx.server.serverErrors).toEqual([]);
    await ctx.server.stop();
  });
  return ctx;
}
