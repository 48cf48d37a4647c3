/**
 * The full-text index's build, in a thread of its own below the event loop's priority:
 * ~40 s of a core that no request waits on (searches use the headings meanwhile). The index's
 * own thread (worker.ts) starts it, waits, then opens the file and answers searches at normal
 * priority.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openLawText } from '../lawText';
import { buildIndex, type BuildStats } from './db';

export interface BuildStart {
  file: string;
  lawTextDir?: string;
}

export type BuildReply = { type: 'progress' } | { type: 'built'; stats: BuildStats } | { type: 'failed'; error: string };

const port = parentPort!;
const { file, lawTextDir } = workerData as BuildStart;
const send = (reply: BuildReply) => port.postMessage(reply);

const lawText = openLawText(
  lawTextDir ? { dir: lawTextDir, chunkCacheSize: 4, sectionCacheSize: 0 } : { chunkCacheSize: 4, sectionCacheSize: 0 },
);
buildIndex(file, lawText, () => send({ type: 'progress' })).then(
  (stats) => send({ type: 'built', stats }),
  (err: unknown) => send({ type: 'failed', error: (err as Error)?.message ?? String(err) }),
);
