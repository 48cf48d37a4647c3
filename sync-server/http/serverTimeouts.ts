import type { ServerOptions } from 'node:http';
import type { Config } from '../config';

/**
 * Slow clients cannot hold a connection: the request's headers and the whole request (headers
 * and body) must arrive within REQUEST_TIMEOUT_SECONDS (at most 30 s); Node then answers 408 and
 * closes the socket. Node checks every `connectionsCheckingInterval`, so that is kept short.
 * Replies (a streamed AI answer) are not limited by these.
 */
export function serverOptions(config: Pick<Config, 'requestTimeoutMs'>): ServerOptions {
  return {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs / 2),
  };
}
