import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the proxy does to the next request that reaches it:
 * - pass: forward it and relay the reply;
 * - reset: drop the connection before forwarding (the server never sees it);
 * - cut-request: forward the headers and half the body, then cut both connections
 *   (the server sees a request that never completes);
 * - cut-response: forward it whole, then cut the client's connection as soon as the server
 *   starts answering (the server HAS filed it; the client never learns the answer);
 * - 500-before: answer 500 without forwarding (a gateway failing);
 * - 500-after: forward it, let the server answer, then tell the client 500 instead
 *   (the server HAS filed it; the client thinks it failed);
 * - crash: forward it and have the server killed (SIGKILL) a few milliseconds later, while
 *   it is reading, writing or answering.
 */
export const FAULTS = ['pass', 'reset', 'cut-request', 'cut-response', '500-before', '500-after', 'crash'] as const;
export type Fault = (typeof FAULTS)[number];

export interface ProxyCounts {
  /** Requests by the fault applied to them. */
  faults: Record<Fault, number>;
  /** Connections refused because the client was "offline". */
  refusedOffline: number;
  /** Requests that found the server down (restarting) and were dropped. */
  serverDown: number;
  /** Replies from the server by status code (also those the client never saw). */
  upstreamStatus: Record<number, number>;
}

const INJECTED_500 = JSON.stringify({ error: 'Injected failure (fault proxy)' });

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small HTTP proxy on 127.0.0.1 in front of the real server (or several instances of it,
 * round-robin): the client (the app's outbox
 * code) talks to it, and it breaks connections the way a phone network, a gateway or a
 * crashing server would. Faults are taken from a plan, one per request, in order.
 */
export class FaultProxy {
  /**
   * Ports of the server instances behind the proxy, taken in turn (round-robin, like a load
   * balancer without health checks: a request may find its instance down). An instance's port
   * changes on every restart.
   */
  targetPorts: number[] = [0];
  /** Called for a 'crash' fault, a moment after the request went to instance `target`. */
  onCrash: (target: number) => void = () => undefined;
  /** Requests forwarded to each instance (by index in targetPorts). */
  readonly forwarded: number[] = [];
  #next = 0;
  readonly counts: ProxyCounts = {
    faults: Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>,
    refusedOffline: 0,
    serverDown: 0,
    upstreamStatus: {},
  };
  #offline = false;
  #plan: Fault[] = [];
  #sockets = new Set<Socket>();
  #server: Server;

  constructor(private readonly random: () => number = Math.random) {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    this.#server.on('connection', (socket) => {
      if (this.#offline) {
        this.counts.refusedOffline++;
        socket.destroy();
        return;
      }
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Offline: open connections are cut and new ones refused, like a phone losing signal. */
  set offline(value: boolean) {
    this.#offline = value;
    if (value) for (const socket of this.#sockets) socket.destroy();
  }

  get offline(): boolean {
    return this.#offline;
  }

  inject(...faults: Fault[]): void {
    this.#plan.push(...faults);
  }

  clearPlan(): void {
    this.#plan.length = 0;
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: Buffer;
    try {
      body = await readAll(req);
    } catch {
      return;
    }
    const fault = this.#plan.shift() ?? 'pass';
    this.counts.faults[fault]++;
    const cutClient = () => void req.socket.destroy();

    if (fault === 'reset') return cutClient();
    if (fault === '500-before') {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(INJECTED_500);
      return;
    }

    const target = this.#next++ % this.targetPorts.length;
    this.forwarded[target] = (this.forwarded[target] ?? 0) + 1;
    const upstream = request({
      host: '127.0.0.1',
      port: this.targetPorts[target],
      method: req.method,
      path: req.url,
      headers: req.headers,
      agent: false,
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') this.counts.serverDown++;
      cutClient();
    });

    if (fault === 'cut-request') {
      upstream.flushHeaders();
      upstream.write(body.subarray(0, Math.floor(body.length / 2)));
      setTimeout(() => {
        upstream.destroy();
        cutClient();
      }, 2);
      return;
    }

    upstream.end(body);
    if (fault === 'crash') setTimeout(() => this.onCrash(target), Math.floor(this.random() * 12));

    upstream.on('response', (reply) => {
      const status = reply.statusCode ?? 0;
      this.counts.upstreamStatus[status] = (this.counts.upstreamStatus[status] ?? 0) + 1;
      if (fault === 'cut-response') {
        reply.resume();
        cutClient();
        return;
      }
      if (fault === '500-after') {
        reply.resume();
        reply.on('end', () => {
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(INJECTED_500);
        });
        return;
      }
      res.writeHead(status, reply.headers);
      reply.pipe(res);
      reply.on('error', cutClient);
    });
  }
}
