import { readFileSync } from 'node:fs';
import { readPenalties, penaltySentence } from './core/penalties/readPenalty';
for (const k of process.argv.slice(2)) {
  const [t, s] = k.split('/');
  const line = readFileSync(`/tmp/usc30b/t${t}.jsonl`, 'utf8').split('\n').find((l) => l.startsWith(`{"section":"${s}"`))!;
  const text = JSON.parse(line).text;
  const c = readPenalties(text);
  console.log(k, JSON.stringify(c.map((x) => [x.subsection, x.maxPrison, x.statuteFine, x.letterClass, x.quote.slice(0, 90)])));
  console.log('   ', penaltySentence(`${t} U.S.C. § ${s}`, c));
}
