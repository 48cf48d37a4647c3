/**
 * Measures the offence catalogue's finder (core/whatsIllegal/catalogue/finder.ts) on its own, on
 * the What's Illegal sets (eval/understanding) and the typed accuracy set: for each set, the
 * activities it leads with a right section, a wrong one (for a look-alike: one its case does not
 * allow), and none; and its time per activity. Run: npx tsx scripts/catalogue-eval.ts [--verbose] [files...]
 */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { CATALOGUE } from '../core/whatsIllegal/catalogue';
import { CatalogueFinder } from '../core/whatsIllegal/catalogue/finder';
import { WHATS_ILLEGAL_SETS, whatsIllegalSetFile } from '../eval/whatsIllegal/sets';
import { typedCases } from '../eval/whatsIllegal/typedSet';

const finder = new CatalogueFinder(CATALOGUE);
const verbose = process.argv.includes('--verbose');
const files = process.argv.slice(2).filter((a) => !a.startsWith('-'));
type Case = { q: string; federal?: readonly string[]; allowed?: readonly string[] };
const sets: [string, Case[]][] = (files.length ? files : WHATS_ILLEGAL_SETS.map(whatsIllegalSetFile))
  .filter((f) => existsSync(f))
  .map((f) => [f.replace(/^.*whats-illegal-/, ''), JSON.parse(readFileSync(f, 'utf8')) as Case[]]);
if (!files.length) sets.push(['typed accuracy set', typedCases as unknown as Case[]]);
const times: number[] = [];
for (const [name, set] of sets) {
  let right = 0,
    wrong = 0;
  for (const c of set) {
    const start = performance.now();
    const hits = finder.find(c.q);
    times.push(performance.now() - start);
    const hit = hits[0];
    if (!hit) {
      if (verbose)
        console.log(
          `none  ${c.q.slice(0, 90)} -> ${finder
            .rank(c.q, 2)
            .map((h) => `${h.entry.key} ${h.coverage.toFixed(2)}`)
            .join('; ')}`,
        );
      continue;
    }
    const keys = hits.map((h) => h.entry.key);
    const ok = c.federal ? keys.some((k) => c.federal!.includes(k)) : keys.every((k) => (c.allowed ?? []).includes(k));
    if (ok) right += 1;
    else wrong += 1;
    if (verbose || !ok)
      console.log(
        `${ok ? 'ok   ' : 'WRONG'} ${c.q.slice(0, 90)} -> ${keys.join(' + ')} (${hit.entry.heading.slice(0, 50)}) ${hit.coverage.toFixed(2)} [${hit.matched.join(' ')}]${c.federal ? ` want ${c.federal.join(' ')}` : ' (look-alike)'}`,
      );
  }
  console.log(`${name} (${set.length}): right ${right}, wrong ${wrong}, none ${set.length - right - wrong}`);
}
times.sort((a, b) => a - b);
console.log(
  `entries ${CATALOGUE.length}; per activity p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms`,
);
