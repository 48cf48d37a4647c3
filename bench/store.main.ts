/**
 * `npm run bench:store`: only the store bench of `npm run bench`, with the same lines, for a
 * quick re-run on the figures in docs/performance.md "The store".
 */
import { describeStore, measureStore } from './store';

for (const line of describeStore(await measureStore())) console.log(line);
