/**
 * The real server (createApp: every route, the store on DATA_DIR) in a process of its own, so
 * the fault test can kill it with SIGKILL mid-request, as a crash would. Listens on an
 * ephemeral port of 127.0.0.1 and prints "LISTENING <port>". Unlike sync-server/index.ts it
 * does not build the law search index at start (help messages never search).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../sync-server/app';
import { loadConfig } from '../../sync-server/config';

const laws = await createApp(loadConfig(), { log: (...args) => console.error(...args) });
const server = createServer(laws.app.callback());
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);
});
