import { readFileSync } from 'node:fs';
import { loadCorpusIndex } from '../core/search';
import { coverage, topicWeights, pairs } from '../core/search/topicRerank';
import { rankLaws } from '../sync-server/routes/lawRanking';
import { questionQuery, TextSearch } from '../sync-server/textSearch';
import { stateLawCases } from '../core/whatsIllegal/typedSet/stateLawCases';
const set = JSON.parse(readFileSync('eval/understanding/whats-illegal-new.json', 'utf8')) as { q: string; federal: string[] }[];
const text = new TextSearch(process.env.LAW_INDEX_DIR!, () => {}).start();
const index = await loadCorpusIndex();
await text.ready(600000);
const all = [...set.map((c) => ({ q: c.q, want: c.federal })), ...stateLawCases.map((c) => ({ q: c.q, want: ['STATE'] }))];
for (const c of all) {
  const { hits } = await rankLaws(index, c.q, { limit: 5 }, text);
  const rows = await text.rank(questionQuery(c.q)!, 5);
  const w = topicWeights(index, c.q);
  const top = hits.slice(0, 3).map((h) => { const cv = coverage(w, h, pairs(c.q)); return `${h.record.usc.title}/${h.record.usc.section}(${h.record.kind[0]},t${cv.telling},c${cv.weight.toFixed(0)})`; });
  const total = [...w.values()].reduce((a, b) => a + b, 0);
  console.log(`${c.want.join('|')} :: ${c.q}\n   blend: ${top.join(' ')} tot${total.toFixed(0)}\n   text: ${rows.slice(0, 3).map((r) => `${r.title}/${r.section} ${r.heading.slice(0, 40)}`).join(' ; ')}`);
}
await text.stop();
