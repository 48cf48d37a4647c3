import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOfficialPage, isAllowedUrl } from './officialFetch';

let server: Server;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/loop') res.writeHead(302, { Location: '/loop' }).end();
    else if (req.url === '/big') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>' + 'x'.repeat(5000) + '</p>');
    else if (req.url === '/pdf') res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF');
    else if (req.url === '/text') res.writeHead(200, { 'Content-Type': 'text/plain' }).end('Plain <b>words</b>');
    else if (req.url === '/error') res.writeHead(500, { 'Content-Type': 'text/html' }).end('oops');
    else
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<html><head><title>T</title></head><body><p>Hello&nbsp;<b>world</b></p></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = () => ({ allowedOrigins: [origin], timeoutMs: 2000 });

describe('fetchOfficialPage', () => {
  it('returns the readable text of an allowed page', async () => {
    expect(await fetchOfficialPage(`${origin}/page`, options())).toEqual({
      ok: true,
      url: `${origin}/page`,
      finalUrl: `${origin}/page`,
      text: 'Hello world',
    });
    // Plain text is kept as it is.
    expect(await fetchOfficialPage(`${origin}/text`, options())).toMatchObject({ ok: true, text: 'Plain <b>words</b>' });
  });

  it('refuses, without a request, any URL whose origin is not on the list', async () => {
    const before = hits.length;
    for (const url of [
      `${origin.replace('127.0.0.1', 'localhost')}/page`,
      'https://example.com/',
      'file:///etc/passwd',
      `http://user:pw@${origin.slice(7)}/page`,
      'not a url',
    ]) {
      const outcome = await fetchOfficialPage(url, options());
      expect(outcome.ok, url).toBe(false);
      if (!outcome.ok) expect(outcome.error).toMatch(/is not on the list of official sources, so it was not checked$/);
    }
    expect(hits.length).toBe(before);
  });

  it('stops after a few redirects, refuses what is not a web page, and bounds the size', async () => {
    const host = origin.slice('http://'.length);
    expect(await fetchOfficialPage(`${origin}/loop`, options())).toEqual({
      ok: false,
      url: `${origin}/loop`,
      error: `${host} redirected too many times`,
    });
    expect(await fetchOfficialPage(`${origin}/pdf`, options())).toMatchObject({
      ok: false,
      error: `${host} did not send a web page (it sent application/pdf)`,
    });
    expect(await fetchOfficialPage(`${origin}/big`, { ...options(), maxBytes: 1024 })).toMatchObject({
      ok: false,
      error: `${host} sent a page larger than 0.0009765625 MB`,
    });
    expect(await fetchOfficialPage(`${origin}/error`, options())).toMatchObject({
      ok: false,
      error: `${host} answered with an error (HTTP 500 Internal Server Error)`,
    });
  });
});

describe('isAllowedUrl', () => {
  it('matches scheme, host and port exactly', () => {
    const list = ['https://www.archives.gov'];
    expect(isAllowedUrl('https://www.archives.gov/founding-docs/amendments-11-27', list)).toBe(true);
    expect(isAllowedUrl('http://www.archives.gov/founding-docs/amendments-11-27', list)).toBe(false);
    expect(isAllowedUrl('https://www.archives.gov:8443/', list)).toBe(false);
    expect(isAllowedUrl('https://www.archives.gov.evil.example/', list)).toBe(false);
    expect(isAllowedUrl('https://evil.example/https://www.archives.gov', list)).toBe(false);
  });
});
