import { readFileSync } from 'node:fs';
import { loadCorpusIndex } from '../core/search';
import { blendRankings, BLEND_WEIGHTS, textQueryPhrases } from '../core/search/blend';
import { searchLaws } from '../core/search';
import { textTrust } from '../core/search/spelling';
import { coverage, topicWeights } from '../core/search/topicRerank';
import { questionQuery, TextSearch } from '../sync-server/textSearch';
const posts = JSON.parse(readFileSync('eval/understanding/federal-long-posts.json', 'utf8'));
const text = new TextSearch(process.env.LAW_INDEX_DIR!, () => {}).start();
const index = await loadCorpusIndex();
await text.ready(600000);
for (const n of process.argv.slice(2).map(Number)) {
  const q = posts[n - 1].question;
  const candidates = searchLaws(index, q, { limit: 60 });
  const found = await text.rank(questionQuery(q, [], textQueryPhrases(q))!, BLEND_WEIGHTS.textCandidates, candidates.map((h) => h.record.usc));
  const blended = blendRankings(index, candidates, found, { limit: 15, textTrust: textTrust(index, q) });
  const w = topicWeights(index, q);
  console.log(`#${n} want ${posts[n - 1].expect}; words:`, [...w].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([t, v]) => `${t}:${v.toFixed(1)}`).join(' '));
  const ex = candidates.filter((h) => posts[n - 1].expect.includes(`${h.record.usc.title}/${h.record.usc.section}`)).map((h) => `${h.record.kind} ${h.score.toFixed(0)} rank${candidates.indexOf(h)}`);
  console.log('  expected among headings candidates:', ex.join('; '));
  for (const h of blended) { const c = coverage(w, h); console.log(`  ${h.record.usc.title}/${h.record.usc.section} ${h.record.kind} s=${h.score.toFixed(1)} cov=${c.weight.toFixed(1)} t=${c.telling} ${h.record.title.slice(0, 60)}`); }
}
await text.stop();
