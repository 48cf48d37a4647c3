import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { WARM_UP_PATHS, warmUp } from './warmUp';

describe('warmUp (the request path answered once before listening)', () => {
  it('asks each path once, in order, reads the replies and closes its server', async () => {
    const asked: string[] = [];
    let port = 0;
    const statuses = await warmUp((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      port = req.socket.localPort!;
      res.statusCode = req.url === '/api/legal/categories' ? 404 : 200;
      res.end('x'.repeat(100_000));
    });
    expect(asked).toEqual(WARM_UP_PATHS.map((path) => `GET ${path}`));
    expect(statuses).toEqual([200, 404, 200]);
    // Nothing left listening: a request to its port is refused.
    const refused = await new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/', agent: false }, () => resolve('answered'));
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      req.end();
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('never throws: a request that fails counts as 0 and the next one is still asked', async () => {
    const asked: string[] = [];
    const statuses = await warmUp(
      (req, res) => {
        asked.push(req.url!);
        if (req.url === '/a') req.socket.destroy();
        else res.end('ok');
      },
      ['/a', '/b'],
    );
    expect(asked).toEqual(['/a', '/b']);
    expect(statuses).toEqual([0, 200]);
  });
});
