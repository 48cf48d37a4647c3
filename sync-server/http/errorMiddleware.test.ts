import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { errorMiddleware } from './errorMiddleware';

let server: Server | undefined;
afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

async function serve(handler: Koa.Middleware, log: (...a: unknown[]) => void) {
  const app = new Koa();
  app.silent = true;
  app.use(errorMiddleware(log));
  app.use(handler);
  server = createServer(app.callback());
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('errorMiddleware', () => {
  it('answers a bug with 500 and the generic text, and logs it', async () => {
    const logged: unknown[][] = [];
    const url = await serve(
      () => {
        throw new Error('secret stack detail');
      },
      (...a) => logged.push(a),
    );
    const res = await fetch(url);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![1])).toContain('secret stack detail');
  });

  it('passes an ApiError through with its status, text, issues and headers', async () => {
    const logged: unknown[][] = [];
    const url = await serve(
      () => {
        throw new ApiError(429, 'Slow down', { headers: { 'Retry-After': '7' }, issues: [{ path: ['a'], message: 'm' }] });
      },
      (...a) => logged.push(a),
    );
    const res = await fetch(url);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(await res.json()).toEqual({ error: 'Slow down', issues: [{ path: ['a'], message: 'm' }] });
    expect(logged).toEqual([]);
  });

  it('keeps exposed 4xx http errors (ctx.throw) and hides 5xx ones', async () => {
    const url = await serve(
      (ctx) => {
        if (ctx.path === '/a') ctx.throw(418, 'I am a teapot');
        ctx.throw(503, 'db password is hunter2');
      },
      () => undefined,
    );
    const a = await fetch(`${url}/a`);
    expect(a.status).toBe(418);
    expect(await a.json()).toEqual({ error: 'I am a teapot' });
    const b = await fetch(`${url}/b`);
    expect(b.status).toBe(500);
    expect(await b.text()).not.toContain('hunter2');
  });
});
