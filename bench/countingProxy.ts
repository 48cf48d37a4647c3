/**
 * A TCP proxy in front of the server that counts the bytes the server sends: everything a
 * browser receives (headers, bodies, 304s, the service worker's own fetches), as on the wire.
 */
import net from 'node:net';

export interface CountingProxy {
  url: string;
  /** Bytes sent to the browser since the last reset. */
  received(): number;
  reset(): void;
  /** When the server last sent anything (ms since epoch). */
  lastActivity(): number;
  close(): Promise<void>;
}

export async function startCountingProxy(targetPort: number): Promise<CountingProxy> {
  let bytes = 0;
  let last = Date.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      last = Date.now();
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${port}`,
    received: () => bytes,
    reset: () => {
      bytes = 0;
    },
    lastActivity: () => last,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
