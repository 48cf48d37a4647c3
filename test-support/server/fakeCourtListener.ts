/**
 * A fake CourtListener REST API v4 on 127.0.0.1 for the court-opinion search. Its
 * search reply has the shape of the real one (freelawproject/courtlistener: the v4 opinion
 * search keys of cl/tests/utils.py `opinion_v4_search_api_keys` and `opinion_document_v4_api_keys`,
 * cursor-paged `{count, next, previous, results}`); the throttled reply is Django REST
 * framework's 429 `{"detail": "Request was throttled. Expected available in N seconds."}` with
 * Retry-After. Two real Supreme Court free-speech cases stand in as results.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCourtMode = 'ok' | 'rate-limited' | 'error' | 'hang' | 'empty';

function opinionCluster(c: {
  id: number;
  caseName: string;
  slug: string;
  dateFiled: string;
  citation: string[];
  docketNumber: string;
  snippet: string;
}) {
  return {
    absolute_url: `/opinion/${c.id}/${c.slug}/`,
    attorney: '',
    caseName: c.caseName,
    caseNameFull: c.caseName,
    citation: c.citation,
    citeCount: 0,
    cluster_id: c.id,
    court: 'Supreme Court of the United States',
    court_citation_string: 'SCOTUS',
    court_id: 'scotus',
    dateArgued: null,
    dateFiled: c.dateFiled,
    dateReargued: null,
    dateReargumentDenied: null,
    docketNumber: c.docketNumber,
    docket_id: c.id + 1,
    judge: '',
    lexisCite: '',
    meta: { timestamp: '2024-01-01T00:00:00Z', date_created: '2024-01-01T00:00:00Z', score: { bm25: 42.1 } },
    neutralCite: '',
    non_participating_judge_ids: [],
    opinions: [
      {
        author_id: null,
        cites: [],
        download_url: null,
        id: c.id + 2,
        joined_by_ids: [],
        local_path: null,
        meta: { timestamp: '2024-01-01T00:00:00Z', date_created: '2024-01-01T00:00:00Z' },
        per_curiam: false,
        sha1: '0000000000000000000000000000000000000000',
        snippet: c.snippet,
        type: 'combined-opinion',
      },
    ],
    panel_ids: [],
    panel_names: [],
    posture: '',
    procedural_history: '',
    scdb_id: '',
    sibling_ids: [c.id + 2],
    source: 'C',
    status: 'Published',
    suitNature: '',
    syllabus: '',
  };
}

export const FAKE_COURT_CASES = [
  opinionCluster({
    id: 107792,
    caseName: 'Tinker v. Des Moines Independent Community School District',
    slug: 'tinker-v-des-moines-independent-community-school-dist',
    dateFiled: '1969-02-24',
    citation: ['393 U.S. 503'],
    docketNumber: '21',
    snippet:
      'students do not shed their constitutional rights to <mark>freedom</mark> of <mark>speech</mark> or expression at the schoolhouse gate',
  }),
  opinionCluster({
    id: 112316,
    caseName: 'Texas v. Johnson',
    slug: 'texas-v-johnson',
    dateFiled: '1989-06-21',
    citation: ['491 U.S. 397'],
    docketNumber: '88-155',
    snippet:
      'If there is a bedrock principle underlying the First Amendment, it is that the government may not prohibit the expression of an idea',
  }),
];

export interface FakeCourtListener {
  url: string;
  mode: FakeCourtMode;
  /** Every request: its path and query, and the Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startFakeCourtListener(mode: FakeCourtMode = 'ok'): Promise<FakeCourtListener> {
  const fake = { mode, requests: [] as FakeCourtListener['requests'] } as FakeCourtListener;
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    fake.requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (!req.url?.startsWith('/api/rest/v4/search/')) return json(404, { detail: 'Not found.' });
    switch (fake.mode) {
      case 'rate-limited':
        return json(429, { detail: 'Request was throttled. Expected available in 3600 seconds.' }, { 'Retry-After': '3600' });
      case 'error':
        return json(500, { detail: 'Server error' });
      case 'hang':
        hanging.add(req);
        return;
      case 'empty':
        return json(200, { count: 0, document_count: 0, next: null, previous: null, results: [] });
      default:
        return json(200, {
          count: FAKE_COURT_CASES.length,
          document_count: FAKE_COURT_CASES.length,
          next: null,
          previous: null,
          results: FAKE_COURT_CASES,
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/rest/v4`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
