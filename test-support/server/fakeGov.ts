/**
 * Fake Congress.gov (API v3) and Federal Register (API v1) on 127.0.0.1, answering with the
 * shapes of the real APIs: the bodies are the recorded replies in core/news/fixtures, with
 * dates (and, for the Federal Register, document types) changed where a test needs it.
 * Used by the server tests and the end-to-end test (its own server points at this fake).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { easternDateOf } from '../../core/news/eastern';

/** How an upstream behaves: answers, fails with 500, never answers, answers garbage. */
export type FakeMode = 'ok' | 'error' | 'hang' | 'not-json';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../core/news/fixtures/${name}`, import.meta.url), 'utf8'));

const copy = <T>(value: T): T => structuredClone(value);

type Json = Record<string, unknown>;

/** The recorded GET /v3/bill list (20 bills of 1 April 2022; most titles empty). */
export function recordedBills(): Json[] {
  return copy((fixture('congress-bill-list.json') as { bills: Json[] }).bills);
}

/** The recorded GET /v3/bill/117/hr/21 reply. */
export function recordedBillRecord(): { bill: Json; request: Json } {
  return copy(fixture('congress-bill-117-hr-21.json') as { bill: Json; request: Json });
}

/** The two recorded Federal Register documents with every default field (both "Notice"). */
export function recordedDocuments(): Json[] {
  return copy((fixture('federal-register-documents-full.json') as { results: Json[] }).results);
}

/** The US Eastern calendar day of now, as Congress.gov and the Federal Register write dates. */
export function todayInEastern(now: Date = new Date()): string {
  return easternDateOf(now);
}

/** Bills whose latest action is on `date` (time dropped unless `time` is given). */
export function billsActedOn(bills: Json[], date: string, time?: string): Json[] {
  return bills.map((bill) => {
    const action: Json = { ...(bill.latestAction as Json), actionDate: date };
    if (time) action.actionTime = time;
    else delete action.actionTime;
    return { ...bill, latestAction: action };
  });
}

/**
 * Federal Register documents for the news: the recorded records as a rule, a proposed rule and a
 * (filtered-out) notice, published on `date`.
 */
export function newsDocuments(date: string): Json[] {
  const [first, second] = recordedDocuments() as [Json, Json];
  const published = (doc: Json, documentNumber: string, type: string, significant: boolean): Json => ({
    ...doc,
    document_number: documentNumber,
    type,
    significant,
    publication_date: date,
    html_url: String(doc.html_url).replace(String(doc.document_number), documentNumber),
  });
  return [
    published(first, String(first.document_number), 'Rule', true),
    published(second, String(second.document_number), 'Proposed Rule', false),
    published(second, `${String(second.document_number)}-n`, 'Notice', false),
  ];
}

const TYPE_CODES: Record<string, string> = {
  RULE: 'Rule',
  PRORULE: 'Proposed Rule',
  NOTICE: 'Notice',
  PRESDOCU: 'Presidential Document',
};

interface Upstream {
  mode: FakeMode;
  /** Answer this much later (to see a loading state). */
  delayMs: number;
  /** Requests received, newest last. */
  requests: URL[];
}

export interface FakeGov {
  url: string;
  /** Base for CONGRESS_API_URL (…/v3). */
  congressUrl: string;
  /** Base for FEDERAL_REGISTER_API_URL (…/api/v1). */
  federalRegisterUrl: string;
  congress: Upstream & {
    /** What GET /v3/bill lists (most recent latest action first). */
    bills: Json[];
    /** GET /v3/bill/{congress}/{type}/{number} replies, keyed "117/hr/21". */
    records: Map<string, { bill: Json }>;
    /** The api_key it accepts (403 otherwise). */
    apiKey: string;
  };
  federalRegister: Upstream & { documents: Json[] };
  stop(): Promise<void>;
}

export const FAKE_CONGRESS_API_KEY = 'fake-congress-key';

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Answers per mode; true when the mode already answered (or never will). */
function misbehave(mode: FakeMode, res: ServerResponse): boolean {
  if (mode === 'ok') return false;
  if (mode === 'hang') return true;
  if (mode === 'error') send(res, 500, { error: 'Internal Server Error' });
  else {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('<html>Service temporarily unavailable</html>');
  }
  return true;
}

export async function startFakeGov(): Promise<FakeGov> {
  const record = recordedBillRecord();
  const fake: Omit<FakeGov, 'url' | 'congressUrl' | 'federalRegisterUrl' | 'stop'> = {
    congress: {
      mode: 'ok',
      delayMs: 0,
      requests: [],
      bills: recordedBills(),
      records: new Map([['117/hr/21', record]]),
      apiKey: FAKE_CONGRESS_API_KEY,
    },
    federalRegister: { mode: 'ok', delayMs: 0, requests: [], documents: newsDocuments(todayInEastern()) },
  };

  const congress = (url: URL, res: ServerResponse) => {
    const upstream = fake.congress;
    upstream.requests.push(url);
    if (misbehave(upstream.mode, res)) return;
    if (url.searchParams.get('api_key') !== upstream.apiKey) {
      send(res, 403, { error: { code: 'API_KEY_INVALID', message: 'An invalid api_key was supplied.' } });
      return;
    }
    const path = url.pathname.replace(/^\/congress\/v3/, '');
    if (path === '/bill') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(250, Number(url.searchParams.get('limit') ?? 20));
      send(res, 200, {
        bills: upstream.bills.slice(offset, offset + limit),
        pagination: { count: upstream.bills.length, total: upstream.bills.length },
        request: { contentType: 'application/json', format: 'json' },
      });
      return;
    }
    const m = /^\/bill\/(\d+)\/([a-z]+)\/(\d+)$/.exec(path);
    const found = m ? upstream.records.get(`${m[1]}/${m[2]}/${m[3]}`) : undefined;
    if (found)
      send(res, 200, {
        ...found,
        request: { billNumber: m![3], billType: m![2], congress: m![1], contentType: 'application/json', format: 'json' },
      });
    else send(res, 404, { error: `Unknown resource: ${path}` });
  };

  const federalRegister = (url: URL, res: ServerResponse) => {
    const upstream = fake.federalRegister;
    upstream.requests.push(url);
    if (misbehave(upstream.mode, res)) return;
    if (url.pathname !== '/federal-register/api/v1/documents.json') {
      send(res, 404, { status: 404, message: 'Record Not Found' });
      return;
    }
    const types = url.searchParams.getAll('conditions[type][]').map((code) => TYPE_CODES[code] ?? code);
    const fields = url.searchParams.getAll('fields[]');
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    let docs = upstream.documents.filter((d) => types.length === 0 || types.includes(String(d.type)));
    if (url.searchParams.get('order') === 'newest') {
      docs = [...docs].sort((a, b) => String(b.publication_date).localeCompare(String(a.publication_date)));
    }
    const page = docs
      .slice(0, perPage)
      .map((d) => (fields.length ? Object.fromEntries(fields.filter((f) => f in d).map((f) => [f, d[f]])) : d));
    send(res, 200, {
      count: docs.length,
      description: 'Documents matching your search',
      total_pages: Math.max(1, Math.ceil(docs.length / perPage)),
      ...(page.length ? { results: page } : {}),
    });
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const later = (delayMs: number, answer: () => void) => (delayMs > 0 ? setTimeout(answer, delayMs) : answer());
    if (req.method !== 'GET') send(res, 405, { error: 'Method not allowed' });
    else if (url.pathname.startsWith('/congress/v3/')) later(fake.congress.delayMs, () => congress(url, res));
    else if (url.pathname.startsWith('/federal-register/api/v1/')) later(fake.federalRegister.delayMs, () => federalRegister(url, res));
    else send(res, 404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...fake,
    url,
    congressUrl: `${url}/congress/v3`,
    federalRegisterUrl: `${url}/federal-register/api/v1`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** Environment pointing a server at this fake (Congress.gov with its key unless `withKey` is false). */
export function fakeGovEnv(
  fake: FakeGov,
  { withKey = true, timeoutMs }: { withKey?: boolean; timeoutMs?: number } = {},
): Record<string, string> {
  return {
    CONGRESS_API_URL: fake.congressUrl,
    FEDERAL_REGISTER_API_URL: fake.federalRegisterUrl,
    ...(withKey ? { CONGRESS_API_KEY: fake.congress.apiKey } : {}),
    ...(timeoutMs ? { NEWS_TIMEOUT_MS: String(timeoutMs) } : {}),
  };
}
