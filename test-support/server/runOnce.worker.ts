/**
 * A thread for workerThread.test.ts: does what workerData.mode says. Every mode first hands the
 * test a port that closes when this thread is gone, and then keeps the thread alive unless it ends.
 */
import { MessageChannel, parentPort, workerData } from 'node:worker_threads';

const port = parentPort!;
const { mode } = workerData as { mode: 'result' | 'failed' | 'throws' | 'exits' };
const watch = new MessageChannel();
port.postMessage({ type: 'watch', port: watch.port1 }, [watch.port1]);
// Alive until terminated (a thread with nothing left to do would end on its own).
setInterval(() => watch.port2.postMessage('alive'), 20);

if (mode === 'result') {
  port.postMessage({ type: 'progress' });
  port.postMessage({ type: 'done', value: 42 });
} else if (mode === 'failed') {
  port.postMessage({ type: 'failed', error: 'no law text' });
} else if (mode === 'throws') {
  setTimeout(() => {
    throw new Error('the disk is full');
  }, 0);
} else {
  setTimeout(() => process.exit(3), 0);
}
