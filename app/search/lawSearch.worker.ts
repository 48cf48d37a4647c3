/**
 * The law search worker: saves the library, keeps it and its index in memory and answers
 * questions and list pages from it, so the page never freezes while the index is built or
 * searched. Logic in libraryWorker.ts; this file only connects it to postMessage.
 */
import { createLibraryWorker } from './libraryWorker';
import type { WorkerReply, WorkerRequest } from './protocol';

interface WorkerScope {
  location: { pathname: string };
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
// The script's URL carries the build's content hash: a new engine never loads an old index.
const worker = createLibraryWorker({ fetch: (input, init) => fetch(input, init), engine: scope.location.pathname });

scope.addEventListener('message', (event) => {
  void worker.handle(event.data, (reply) => scope.postMessage(reply));
});
