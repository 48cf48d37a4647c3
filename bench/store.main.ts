/**
 * `npm run bench:store`: only the store bench of `npm run bench` (issue 17), with the same
 * lines, for a quick re-run on the figures in README's store table.
 */
import { describeStore, measureStore } from './store';

for (const line of describeStore(await measureStore())) console.log(line);
