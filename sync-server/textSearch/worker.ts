/**
 * The full-text index's own thread: opens the index file, or has it built first (~30 s, 157 M
 * characters, in build.worker.ts's thread below normal priority) when it is missing or from
 * another release point, then answers searches one at a time. The server's event loop never
 * runs SQLite.
 */
import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { openLawText } from '../lawText';
import { runThreadOnce } from '../workerThread';
import type { BuildReply, BuildStart } from './build.worker';
import { buildOnce, indexFileName, TextIndex, type BuildStats } from './db';
import type { WorkerReply, WorkerRequest, WorkerStart } from './protocol';

const port = parentPort!;
const { dir, lawTextDir } = workerData as WorkerStart;
const send = (reply: WorkerReply) => port.postMessage(reply);

async function open(): Promise<TextIndex> {
  const lawText = openLawText(
    lawTextDir ? { dir: lawTextDir, chunkCacheSize: 4, sectionCacheSize: 0 } : { chunkCacheSize: 4, sectionCacheSize: 0 },
  );
  const file = path.join(dir, indexFileName(lawText.releasePoint));
  const how = await buildOnce(file, lawText.releasePoint, async (touch) => {
    send({ type: 'status', status: 'building' });
    const stats = await buildInBackground({ file, ...(lawTextDir ? { lawTextDir } : {}) }, touch);
    send({ type: 'built', stats });
  });
  const index = new TextIndex(file);
  send({ type: 'status', status: 'ready', file, how, releasePoint: lawText.releasePoint });
  return index;
}

/** The build, in its own thread below normal priority (build.worker.ts); `touch` on each step. */
function buildInBackground(start: BuildStart, touch: () => void): Promise<BuildStats> {
  return runThreadOnce<BuildReply, BuildStats>(
    new URL('./build.worker.ts', import.meta.url),
    'the index build',
    (reply) => {
      if (reply.type === 'progress') return void touch();
      return reply.type === 'built' ? { result: reply.stats } : { error: reply.error };
    },
    { workerData: start, background: true },
  );
}

const ready = open();
ready.catch((err: unknown) => send({ type: 'status', status: 'failed', error: (err as Error)?.message ?? String(err) }));

port.on('message', (request: WorkerRequest) => {
  ready.then(
    (index) => {
      try {
        const result =
          request.op === 'search' ? index.search(request.query, request.options) : index.rank(request.match, request.limit, request.also);
        send({ type: 'result', id: request.id, ok: true, result });
      } catch (err) {
        send({ type: 'result', id: request.id, ok: false, error: (err as Error)?.message ?? String(err) });
      }
    },
    (err: unknown) => send({ type: 'result', id: request.id, ok: false, error: (err as Error)?.message ?? String(err) }),
  );
});
