import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../testing/failureOf';
import { ApiError, NetworkError, apiRequest, failureMessage } from './client';
import { createQueryClient } from './queryClient';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

/** A real HTTP server answering each case the client has to handle. */
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      switch (req.url) {
        case '/error-field':
          return json(401, { error: 'Invalid email or password', message: 'not this one' });
        case '/message-field':
          return json(400, { message: 'Bad things happened' });
        case '/plain-text':
          res.writeHead(502, { 'Content-Type': 'text/plain' });
          return res.end('Upstream is down');
        case '/empty':
          res.writeHead(503, 'Service Unavailable');
          return res.end();
        case '/issues':
          return json(400, { error: 'Invalid request body', issues: [{ path: ['email'], message: 'Please enter a valid email' }] });
        case '/ok':
          return json(200, { user: { id: 'u1', username: 'ada' } });
        case '/echo':
          return json(201, { received: body === '' ? null : JSON.parse(body) });
        case '/no-content':
          res.writeHead(200);
          return res.end();
        case '/html':
          res.writeHead(200, { 'Content-Type': 'text/html' });
          return res.end('<!doctype html><title>Laws AI</title>');
        default:
          if (req.url?.startsWith('/api/')) return json(200, { path: req.url });
          return json(404, { error: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function lastSeen(): Seen {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

describe('apiRequest', () => {
  it('returns the parsed JSON of a successful reply', async () => {
    await expect(apiRequest('GET', `${base}/ok`)).resolves.toEqual({ user: { id: 'u1', username: 'ada' } });
  });

  it('sends a JSON body with a JSON content type when there is a body', async () => {
    const reply = await apiRequest('POST', `${base}/echo`, { email: 'a@b.co', password: 'pw' });
    expect(reply).toEqual({ received: { email: 'a@b.co', password: 'pw' } });
    expect(lastSeen().method).toBe('POST');
    expect(lastSeen().headers['content-type']).toBe('application/json');
  });

  it('sends neither a body nor a content type when there is no body', async () => {
    await apiRequest('POST', `${base}/echo`);
    expect(lastSeen().body).toBe('');
    expect(lastSeen().headers['content-type']).toBeUndefined();
  });

  it("uses the reply's error field as the message, with the status", async () => {
    const error = await failureOf(apiRequest('POST', `${base}/error-field`, {}));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid email or password');
  });

  it("falls back to the reply's message field", async () => {
    const error = (await failureOf(apiRequest('GET', `${base}/message-field`))) as ApiError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad things happened');
  });

  it('falls back to the response text', async () => {
    const error = (await failureOf(apiRequest('GET', `${base}/plain-text`))) as ApiError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Upstream is down');
    expect(error.serverMessage).toBeUndefined();
  });

  it('falls back to the status text when the reply is empty', async () => {
    const error = (await failureOf(apiRequest('GET', `${base}/empty`))) as ApiError;
    expect(error.status).toBe(503);
    expect(error.message).toBe('Service Unavailable');
  });

  it('keeps the parsed error body (validation issues) on the error', async () => {
    const error = (await failureOf(apiRequest('POST', `${base}/issues`, {}))) as ApiError;
    expect(error.message).toBe('Invalid request body');
    expect(error.data).toEqual({
      error: 'Invalid request body',
      issues: [{ path: ['email'], message: 'Please enter a valid email' }],
    });
  });

  it('treats an empty 2xx reply as no data', async () => {
    await expect(apiRequest('POST', `${base}/no-content`)).resolves.toBeUndefined();
  });

  it('rejects a 2xx reply that is not JSON', async () => {
    const error = await failureOf(apiRequest('GET', `${base}/html`));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The server sent a reply that is not JSON');
  });

  it('turns a request that gets no reply into a NetworkError, not an ApiError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failureOf(apiRequest('GET', `http://127.0.0.1:${port}/api/auth/me`));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('turns an aborted request into a NetworkError', async () => {
    const error = await failureOf(apiRequest('GET', `${base}/ok`, undefined, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(NetworkError);
  });
});

describe('failureMessage', () => {
  const fallback = 'Check your connection and try again.';
  it("says the server's own words when it gave some, else what the reply held", async () => {
    expect(failureMessage(await failureOf(apiRequest('POST', `${base}/error-field`, {})), fallback)).toBe('Invalid email or password');
    expect(failureMessage(await failureOf(apiRequest('GET', `${base}/plain-text`)), fallback)).toBe('Upstream is down');
  });

  it('says the fallback when no reply came, or the reply could not be read', async () => {
    expect(failureMessage(await failureOf(apiRequest('GET', `${base}/ok`, undefined, { signal: AbortSignal.abort() })), fallback)).toBe(
      fallback,
    );
    expect(failureMessage(new SyntaxError('Unexpected token'), fallback)).toBe(fallback);
  });
});

describe('the default query', () => {
  it('GETs the URL made by joining the query key parts with "/"', async () => {
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: [`${base}/api/amendments`, 1, 'audio'] });
    expect(data).toEqual({ path: '/api/amendments/1/audio' });
    expect(lastSeen().method).toBe('GET');
  });

  it('does not retry a failed request', async () => {
    const client = createQueryClient();
    const before = seen.length;
    await expect(client.fetchQuery({ queryKey: [`${base}/plain-text`] })).rejects.toThrow('Upstream is down');
    expect(seen.length - before).toBe(1);
  });

  it('keeps data fresh forever unless a query says otherwise', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: [`${base}/api/laws`] });
    const before = seen.length;
    await client.fetchQuery({ queryKey: [`${base}/api/laws`] });
    expect(seen.length).toBe(before);
  });
});
