/**
 * Which posts a set of section-card changes moves (docs/understanding.md "Tenth pass (s11-asks)"):
 * the server's ranking and answer path on the long-post sets and the state-law posts, with the
 * headings index rebuilt per variant of the cards and the full-text results cached on disk (a
 * card changes the headings index only, never the official text's).
 *
 *   LAW_INDEX_DIR=... npx tsx scripts/card-effect.ts all none drop:42/421,15/2306 without:health
 *
 * Each variant's figures (top 3 / leads per set, the state-law measure) and every post whose top 3
 * or lead differs from the first variant's. OFFLINE=1: the headings engine and the gate alone, as
 * core/understanding/heldout.test.ts ranks. The whole posts only (check:ranking also cuts them to
 * 500 characters). The cache (FTS_CACHE) is keyed by the full-text query and its candidates.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeUnderstood } from '../core/answer/understood';
import { allSectionCards, sectionCardWords, type SectionCard } from '../core/data/sectionCards';
import { healthCards } from '../core/data/sectionCards/health';
import { housingFamilyEducationCards } from '../core/data/sectionCards/housingFamilyEducation';
import { justiceCards } from '../core/data/sectionCards/justice';
import { travelCommunicationsCards } from '../core/data/sectionCards/travelCommunications';
import { allGuides } from '../core/data/guides';
import { corpusMeta, findLawsBySection, getCorpusData } from '../core/laws/corpus';
import { buildLawRecords } from '../core/laws/records';
import { createLawIndex, searchLaws, type LawIndex } from '../core/search/engine';
import { RERANK_DEPTH, rerankByTopic } from '../core/search/topicRerank';
import { measureStateLaw, type StateLawPost } from '../core/understanding/heldout.measure';
import { type TextRanker } from '../sync-server/legal/lawRanking';
import { blendRankings, BLEND_WEIGHTS, textQueryPhrases } from '../core/search/blend';
import { textTrust } from '../core/search/spelling';
import { questionQuery } from '../sync-server/textSearch';
import type { LawSearchHit } from '../core/search/engine';
import { TextSearch } from '../sync-server/textSearch';
import { SETS, sectionKey } from './understanding-eval';

const GROUPS: Record<string, SectionCard[]> = {
  health: healthCards,
  housing: housingFamilyEducationCards,
  travel: travelCommunicationsCards,
  justice: justiceCards,
};
const FEDERAL = ['federal', 'federal2', 'federal3', 'federal4', 'federal5', 'federal6', 'federal7', 'federal8', 'federal9'] as const;
const CACHE = process.env.FTS_CACHE ?? '/tmp/asks/fts-cache.json';

const OFFLINE = process.env.OFFLINE === '1';
const dir = path.resolve(process.env.LAW_INDEX_DIR ?? 'data/law-index');
const live = new TextSearch(dir, (m) => console.error(m));
if (!OFFLINE) {
  live.start();
  if (!(await live.ready(15 * 60_000))) throw new Error(`no full-text index in ${dir}`);
}
const cache: Record<string, unknown> = existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
let misses = 0;
const text: TextRanker = {
  state: 'ready',
  async rank(...args: Parameters<TextSearch['rank']>) {
    const key = JSON.stringify(args);
    if (!(key in cache)) {
      misses += 1;
      cache[key] = await live.rank(...args);
    }
    return cache[key] as Awaited<ReturnType<TextSearch['rank']>>;
  },
};

function variantCards(spec: string): SectionCard[] {
  if (spec === 'none') return [];
  if (spec === 'all') return [...allSectionCards];
  if (spec.startsWith('drop:')) {
    const out = new Set(spec.slice(5).split(','));
    return allSectionCards.filter((c) => !out.has(`${c.usc.title}/${c.usc.section}`));
  }
  if (spec.startsWith('without:')) {
    const out = new Set(
      spec
        .slice(8)
        .split(',')
        .flatMap((g) => GROUPS[g]!),
    );
    return allSectionCards.filter((c) => !out.has(c));
  }
  if (spec.startsWith('file:')) return JSON.parse(readFileSync(spec.slice(5), 'utf8')) as SectionCard[];
  throw new Error(`unknown variant ${spec}`);
}

function indexFor(cards: SectionCard[]): LawIndex {
  const records = buildLawRecords({ ...getCorpusData(), meta: corpusMeta, cards: sectionCardWords(cards) }, allGuides);
  return createLawIndex(records);
}

interface Row {
  set: string;
  i: number;
  top3: string[];
  lead: string | undefined;
  ok: boolean;
  right: boolean;
}

/** The candidates before the gate (the server's blend of the headings and the full text, or the headings alone offline). */
async function candidates(index: LawIndex, q: string): Promise<LawSearchHit[]> {
  const heads = searchLaws(index, q, { limit: OFFLINE ? RERANK_DEPTH : Math.max(10, BLEND_WEIGHTS.headingCandidates) });
  if (OFFLINE) return heads;
  const match = questionQuery(q, [], textQueryPhrases(q));
  if (!match) return heads;
  const found = await text.rank(
    match,
    BLEND_WEIGHTS.textCandidates,
    heads.map((h) => h.record.usc),
  );
  return blendRankings(index, heads, found, { limit: RERANK_DEPTH, textTrust: textTrust(index, q) });
}

/** Each post's top 3 and lead (and the state-law measure) with this index. */
async function run(index: LawIndex): Promise<Row[]> {
  const rows: Row[] = [];
  const answer = async (q: string, state?: string) => {
    const hits = rerankByTopic(index, q, await candidates(index, q)).slice(0, 10);
    const reply = composeUnderstood(q, hits, { engine: 'built-in', sectionLaws: findLawsBySection, ...(state ? { state } : {}) });
    return { top3: hits.slice(0, 3).map((h) => `${h.record.usc.title}/${h.record.usc.section}`), reply };
  };
  for (const set of FEDERAL) {
    const posts = JSON.parse(readFileSync(SETS[set], 'utf8')) as { question: string; expect: string[] }[];
    for (const [i, p] of posts.entries()) {
      const { top3, reply } = await answer(p.question);
      const lead = reply.jurisdiction?.kind === 'none' ? undefined : reply.sources[0] && sectionKey(reply.sources[0].citation);
      rows.push({
        set,
        i: i + 1,
        top3,
        lead: lead ?? reply.jurisdiction?.kind,
        ok: top3.some((x) => p.expect.includes(x)),
        right: lead !== undefined && p.expect.includes(lead),
      });
    }
  }
  const state = JSON.parse(readFileSync(SETS.stateLaw[0]!, 'utf8')) as StateLawPost[];
  const replies = new Map<string, Awaited<ReturnType<typeof answer>>>();
  for (const p of state) replies.set(p.post, await answer(p.post, 'OH'));
  const m = measureStateLaw(state, (post) => replies.get(post)!.reply, 'OH');
  rows.push({ set: 'state', i: 0, top3: [], lead: `${m.saysState}/${m.ledByUnrelated}`, ok: true, right: true });
  for (const [i, p] of state.entries()) {
    const { top3, reply } = replies.get(p.post)!;
    rows.push({ set: 'stateLead', i: i + 1, top3, lead: reply.sources[0]?.citation, ok: true, right: true });
  }
  return rows;
}

const specs = process.argv.slice(2);
const results: Record<string, Row[]> = {};
for (const spec of specs) {
  const t0 = Date.now();
  const rows = await run(indexFor(variantCards(spec)));
  if (!OFFLINE) writeFileSync(CACHE, JSON.stringify({ ...(existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {}), ...cache }));
  report(spec, rows, t0);
}

function report(spec: string, rows: Row[], t0: number) {
  results[spec] = rows;
  const first = Object.keys(results)[0]!;
  const per = FEDERAL.map((s) => {
    const r = rows.filter((x) => x.set === s);
    return `${s} ${r.filter((x) => x.ok).length}/${r.filter((x) => x.right).length}`;
  });
  const all = rows.filter((x) => (FEDERAL as readonly string[]).includes(x.set) && x.set !== 'federal9');
  console.log(
    `${spec}: ${per.join(' | ')} | state ${rows.find((x) => x.set === 'state')!.lead} | 1-8 top3 ${all.filter((x) => x.ok).length} leads ${all.filter((x) => x.right).length} (${((Date.now() - t0) / 1000).toFixed(0)} s, fts misses ${misses})`,
  );
  const base = results[first]!;
  if (spec !== first)
    for (const [k, r] of rows.entries()) {
      const b = base[k]!;
      if (r.set === 'state') continue;
      if (b.lead !== r.lead || b.top3.join() !== r.top3.join())
        console.log(
          `   ${r.set} ${r.i}: lead ${b.lead}${b.right ? '✓' : ''} -> ${r.lead}${r.right ? '✓' : ''}; top3 ${b.top3.join(',')}${b.ok ? '✓' : ''} -> ${r.top3.join(',')}${r.ok ? '✓' : ''}`,
        );
    }
}
writeFileSync(process.env.OUT ?? '/tmp/asks/rows.json', JSON.stringify(results));
if (!OFFLINE) await live.stop();
process.exit(0);
