import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Light requests the server answers once before it listens: the first request
 * through the middleware stack, the session, the router and the static files compiles their
 * code (V8 compiles a function on its first call), ~100-190 ms that held the first requests of a
 * fresh server, on top of the start-time work that begins when it listens. None writes anything.
 */
export const WARM_UP_PATHS = ['/api/auth/me', '/api/legal/categories', '/'] as const;

/**
 * Answers `paths` once each through `handler` (the app's callback) on a throwaway loopback
 * server, one after the other, then closes it. Never throws: a warm-up that fails only leaves
 * the first real requests slower. Returns the status of each (0 when it could not be sent).
 */
export async function warmUp(handler: RequestListener, paths: readonly string[] = WARM_UP_PATHS): Promise<number[]> {
  const server = createServer(handler);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
  } catch {
    return paths.map(() => 0);
  }
  const { port } = server.address() as AddressInfo;
  const statuses: number[] = [];
  for (const path of paths) statuses.push(await get(port, path));
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return statuses;
}

/** A GET on its own connection (no keep-alive: nothing is left open), its body read; its status. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, headers: { Accept: '*/*', 'Accept-Encoding': 'gzip, br' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.setTimeout(10_000, () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}
