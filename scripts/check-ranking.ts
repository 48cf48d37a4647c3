/**
 * Runs a reviewer's own question set through the Legal Assistant's ranking (a held-back set of
 * questions that nobody here has seen, run against each release; docs/ranking.md):
 *
 *   npm run check:ranking -- questions.json
 *   npm run check:ranking            (no file: the understanding sets in eval/understanding, see
 *                                     scripts/understanding-eval.ts and docs/understanding.md)
 *
 * questions.json: [{ "question": "...", "expect": ["42/1320d-6", "42/1320d-5"] }, ...], each
 * `expect` a list of `title/section` that would be a right answer. Prints each question's top 3
 * and whether a right section is among them, then the top-3 rate. The ranking is the server's
 * own (sync-server/legal/lawRanking.ts: the headings engine blended with the full-text index),
 * run in this process on the index in LAW_INDEX_DIR (default DATA_DIR/law-index, DATA_DIR
 * default ./data), built there first if it is missing (about a minute). Exit code 0 either way:
 * the rate is the result; 2 on a bad file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadCorpusIndex } from '../core/search';
import { rankLaws } from '../sync-server/legal/lawRanking';
import { TextSearch } from '../sync-server/textSearch';
import { runUnderstandingSets } from './understanding-eval';

const QuestionSet = z
  .array(
    z
      .object({
        question: z.string().trim().min(1),
        expect: z.array(z.string().regex(/^\d+\/[\w.-]+$/, 'expect entries are "title/section", e.g. "42/1320d-6"')).min(1),
      })
      .passthrough(),
  )
  .min(1);

const file = process.argv.slice(2).find((a) => !a.startsWith('-'));
let cases: z.infer<typeof QuestionSet> = [];
if (file) {
  try {
    cases = QuestionSet.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.error(
      `${file}: ${error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : (error as Error).message}`,
    );
    process.exit(2);
  }
}

const dir = path.resolve(process.env.LAW_INDEX_DIR ?? path.join(process.env.DATA_DIR ?? 'data', 'law-index'));
const text = new TextSearch(dir, (m) => console.error(m)).start();
const index = await loadCorpusIndex();
if (!(await text.ready(15 * 60_000))) {
  console.error(
    `The full-text index in ${dir} is not available (${text.error ?? 'still building'}); the ranking would be the headings engine's alone.`,
  );
  await text.stop();
  process.exit(1);
}

if (!file) {
  // No file: the understanding sets (eval/understanding), with their figures.
  await runUnderstandingSets(index, text, process.argv.includes('--verbose'), process.argv.find((a) => a.startsWith('--sets='))?.slice(7));
  await text.stop();
  process.exit(0);
}

const keyOf = (usc: { title: number; section: string }) => `${usc.title}/${usc.section}`;
let right = 0;
for (const [i, c] of cases.entries()) {
  const { hits } = await rankLaws(index, c.question, { limit: 10 }, text);
  const top = hits.slice(0, 3);
  const ok = top.some((h) => c.expect.includes(keyOf(h.record.usc)));
  if (ok) right += 1;
  console.log(`${ok ? 'ok  ' : 'MISS'} ${i + 1}. ${c.question.length > 100 ? `${c.question.slice(0, 97)}...` : c.question}`);
  console.log(
    `       want ${c.expect.join(' or ')}; top 3: ${top.map((h) => `${h.record.citation}${h.record.kind === 'guide' ? ' (guide)' : ''}`).join(', ') || 'nothing'}`,
  );
}
console.log(`\nRight section in the top 3: ${right}/${cases.length} (${((100 * right) / cases.length).toFixed(1)} %)`);
await text.stop();
