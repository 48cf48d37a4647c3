/**
 * The words of the relevance gate (docs/understanding.md "Relevance and federal coverage"): the
 * post's topic words, each weighed by its inverse document frequency in the library index; what a
 * law is about (its subject: title, heading, keywords, a guide's phrasings; its summary and a section
 * card's asks count half); and how much of the post a law covers. Read by the gate's order
 * (./topicRerank.ts) and the lead choices (./leadChoice.ts, ./retaliationLead.ts).
 */
import { asksMeetingPost } from './asking';
import type { LawIndex, LawSearchHit } from './engine';
import { expandSynonyms } from './synonyms';
import { normalizeText, termSetOnFirstUse, terms } from './text';

/** Words that say nothing about which law applies (with the relevance test's filler). */
const FILLER_TEXT =
  'like really just even ever lot lots thing things stuff way time times day days week weeks month months year years today yesterday tomorrow ' +
  'good bad best better new old right wrong sure think feel help question ask asked happen happened happening going go went make made need needs ' +
  'pleas anyway basically actual actually literally totally seem seems kind sort whatever every everything nothing other another much many few ' +
  'first last next one two three four five six seven eight nine ten come came back told tell let lets look looked call called guy guys ' +
  'thank thanks sorry long hour hours minute minutes morning night mom dad wife husband friend friends people person ' +
  // Everyday verbs and adverbs that name no legal subject: rare in the library's headings, so
  // their inverse document frequency is high, they matched a guide's summary by chance.
  'take took taken taking keep kept keeps end ended ending show showed shown away name named not never already now ' +
  'whether yet ago says sent send put puts gave give gives come comes';

const fillerWords = termSetOnFirstUse(FILLER_TEXT);

/** Words that appear in many posts about many things: a law matching only these never leads. */
const INCIDENTAL_TEXT =
  'title titles license licensed application applications card cards leave leaving work working worked back job jobs company use used letter letters state law laws legal illegal rights';

const incidentalWords = termSetOnFirstUse(INCIDENTAL_TEXT);
/** Whether a search term is incidental. */
export function isIncidental(term: string): boolean {
  return incidentalWords().has(term);
}

/** A word only a guide's summary names counts this share of its weight. */
const SUMMARY_ONLY = 0.5;
/** A word said n times weighs 1 + REPEAT_WEIGHT * log2(n) times its once-said weight. */
const REPEAT_WEIGHT = 0.5;
/** A phrase shared with the post adds this share of its words' weight again. */
const PAIR_WEIGHT = 2;

const idfCache = new WeakMap<LawIndex, Map<string, number>>();
/** The index fields a word's document frequency is counted in (engine.ts SEARCH_WEIGHTS.fields). */
const ABOUT_FIELDS = ['title', 'heading', 'keywords', 'synonyms', 'summary'];

/** Inverse document frequency of a search term in the index (MiniSearch's own term table). */
function idf(index: LawIndex, term: string): number {
  let cache = idfCache.get(index);
  if (!cache) idfCache.set(index, (cache = new Map()));
  let value = cache.get(term);
  if (value === undefined) {
    const mini = index.mini as unknown as {
      _index?: { get(t: string): Map<number, Map<number, number>> | undefined };
      _fieldIds?: Record<string, number>;
    };
    const fields = mini._index?.get(term);
    // The fields that say what a law is about: a title's name ("Bankruptcy"), held by each of
    // its thousands of sections, would make the telling word look common.
    const about = new Set(ABOUT_FIELDS.map((f) => mini._fieldIds?.[f]));
    let df = 0;
    if (fields) for (const [field, docs] of fields) if (about.has(field)) df = Math.max(df, docs.size);
    const n = Math.max(1, index.mini.documentCount);
    value = Math.log(1 + n / (1 + df));
    cache.set(term, value);
  }
  return value;
}

/** The post's topic words, each with its weight (synonyms of the post at half). */
export function topicWeights(index: LawIndex, question: string): Map<string, number> {
  const weights = new Map<string, number>();
  const counts = new Map<string, number>();
  for (const t of terms(question)) if (!fillerWords().has(t) && !/^\d+$/.test(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
  // A word the post comes back to says what it is about ("fee" five times in a post on collection
  // fees); a word said once may be background. Sublinear, so repetition cannot swamp the rest.
  for (const [t, n] of counts) weights.set(t, idf(index, t) * (1 + REPEAT_WEIGHT * Math.log2(n)));
  for (const t of terms(expandSynonyms(normalizeText(question))))
    if (!weights.has(t) && !fillerWords().has(t)) weights.set(t, idf(index, t) / 2);
  return weights;
}

/**
 * What a law is about: its title, heading, keywords and a guide's plain-English phrasings. A
 * section card's asks are situations told in everyday words (the story words many posts share:
 * "paid", "account", "employer"): they count as a guide's summary does, at SUMMARY_ONLY, not as
 * the subject; its keywords name the subject.
 */
export function subjectText(r: Pick<LawSearchHit['record'], 'title' | 'heading' | 'keywords' | 'synonyms' | 'carded'>): string {
  return [r.title, r.heading, r.keywords.join(' . '), r.carded ? '' : r.synonyms.join(' . ')].join(' . ');
}

function lawText(hit: LawSearchHit): string {
  const r = hit.record;
  return [
    r.title,
    r.heading,
    r.keywords.join(' . '),
    r.synonyms.join(' . '),
    r.kind === 'guide' ? `${r.summary} ${r.subcategory}` : '',
  ].join(' . ');
}

/** Adjacent topic terms ("guide dog", "automatic stay", "collection fee"): a phrase says more than its words. */
export function pairs(text: string): Set<string> {
  const out = new Set<string>();
  for (const part of normalizeText(text).split(/[.;,!?()\n]+/)) {
    const t = terms(part);
    for (let i = 1; i < t.length; i += 1) out.add(`${t[i - 1]} ${t[i]}`);
  }
  return out;
}

interface LawTerms {
  words: Set<string>;
  subject: Set<string>;
  pairs: Set<string>;
  /** A section card's asks (empty for any other law). */
  asks: Set<string>;
  /** Each of a section card's asks, its own words (none for any other law). */
  askSets: Set<string>[];
}
/**
 * Each law's stemmed words, read once: stemming 40 laws' summaries per post was most of the gate's
 * time. Keyed by the words themselves, not the law's id: the same section reads differently in
 * another library (a card added or changed), and a stale entry ranked it by words it no longer has.
 */
const lawTermsCache = new Map<string, LawTerms>();
const LAW_TERMS_CACHE_MAX = 20_000;

export function lawTerms(hit: LawSearchHit): LawTerms {
  const text = lawText(hit);
  const key = `${hit.record.carded ? 'c' : '-'}${text}`;
  let found = lawTermsCache.get(key);
  if (!found) {
    if (lawTermsCache.size >= LAW_TERMS_CACHE_MAX) lawTermsCache.clear();
    found = {
      words: new Set(terms(text)),
      subject: new Set(terms(subjectText(hit.record))),
      pairs: pairs(text),
      asks: new Set(hit.record.carded ? terms(hit.record.synonyms.join(' . ')) : []),
      askSets: hit.record.carded ? hit.record.synonyms.map((ask) => new Set(terms(ask))) : [],
    };
    lawTermsCache.set(key, found);
  }
  return found;
}

/** How much of the post's topic a law speaks to, and whether it shares more than incidental words. */
export function coverage(
  weights: ReadonlyMap<string, number>,
  hit: LawSearchHit,
  postPairs: ReadonlySet<string> = new Set(),
): { weight: number; telling: number } {
  const { words, subject, pairs: lawPairs, askSets } = lawTerms(hit);
  // A card's asks count only where one meets the post in several telling words (./asking.ts);
  // found at the first word only the asks share with the post.
  let met: Set<string> | undefined;
  let weight = 0;
  let telling = 0;
  for (const [t, w] of weights) {
    if (!words.has(t)) continue;
    if (askSets.length > 0 && !subject.has(t)) {
      met ??= asksMeetingPost(askSets, weights, (term) => !isIncidental(term));
      if (!met.has(t)) continue;
    }
    // What the law is about (its title, heading, keywords, phrasings) over what its summary
    // happens to mention in passing.
    weight += subject.has(t) ? w : SUMMARY_ONLY * w;
    if (!isIncidental(t)) telling += 1;
  }
  // A phrase of the law the post also says weighs its two words again.
  for (const pair of lawPairs) {
    if (!postPairs.has(pair)) continue;
    const [a, b] = pair.split(' ') as [string, string];
    weight += PAIR_WEIGHT * ((weights.get(a) ?? 0) + (weights.get(b) ?? 0));
  }
  return { weight, telling };
}

/**
 * A word only a section card's asks name counts this share in what a law's subject names of the
 * post (0: a guide kept leads a card answered better; 1: cards took more leads from guides than
 * they won; docs/understanding.md "Eighth pass").
 */
const ASKS_INTENT = 0.5;

/**
 * An incidental word ("job", "work", "card", "leave") counts this share in what a law's subject
 * names of the post. Official headings rarely say "job", so its inverse document frequency is
 * high, and a post that says it three times ("hold my job", "my job back") gave it more weight than
 * the words that say what the post is about ("deployment"): the lead went to a section whose
 * phrasings happened to say "job". Half, not out: it still tells a workplace law from another
 * (docs/understanding.md "Ninth pass").
 */
const INCIDENTAL_INTENT = 0.5;

/**
 * The weight of the post's words a law's own subject (title, heading, keywords, phrasings) names;
 * a word only a section card's asks name counts ASKS_INTENT of its weight, an incidental word
 * INCIDENTAL_INTENT.
 */
export function subjectIntent(weights: ReadonlyMap<string, number>, hit: LawSearchHit): number {
  const { subject, asks } = lawTerms(hit);
  let weight = 0;
  for (const [t, w] of weights) {
    const said = isIncidental(t) ? INCIDENTAL_INTENT * w : w;
    if (subject.has(t)) weight += said;
    else if (asks.has(t)) weight += ASKS_INTENT * said;
  }
  return weight;
}
