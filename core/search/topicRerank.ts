/**
 * The relevance gate before the lead (docs/understanding.md "Relevance and federal coverage"):
 * the candidates a ranking found are re-ordered by how much of the post's topic they speak to.
 * - Each topic word of the post (its search terms, minus filler and numbers) weighs its inverse
 *   document frequency in the library index: "garnish", "levy" or "reinvestigation" say much,
 *   "work", "card" or "back" little.
 * - A law's coverage is the weight of the post's topic words its title, heading, keywords,
 *   plain-English phrasings and summary name (plain-English synonyms of the post count at half).
 * - The new order blends the ranking's own score with that coverage, both scaled to the best
 *   candidate; a law sharing only incidental words with the post ("title", "license",
 *   "application", "card", "leave", "work", "back") falls below every law that shares more.
 * Reading the whole post, never its first 500 characters only: a long post adds topic words,
 * and each is weighed by what it says. Pure and light (the index's own term table): the server's
 * ranking and the offline worker's run it alike.
 */
import type { LawIndex, LawSearchHit } from './engine';
import { unnamedGroupTest } from './groupLaws';
import { complaintGround } from './complaintGround';
import { expandSynonyms, namesPunishment, tellsRetaliation } from './synonyms';
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

/** How much of the blend the topic coverage takes (the rest is the ranking's own score). */
export const COVERAGE_WEIGHT = 0.5;
/** Candidates re-ordered (the ranking's best; the rest keep their order below them). */
export const RERANK_DEPTH = 40;
/** A law whose shared words are all incidental keeps this share of its blended score. */
const INCIDENTAL_ONLY = 0.3;
/** Posts with fewer topic words keep the ranking's order (the gate is for posts, not keywords). */
export const GATE_MIN_WORDS = 15;
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
function subjectText(hit: LawSearchHit): string {
  const r = hit.record;
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
}
/**
 * Each law's stemmed words, read once: stemming 40 laws' summaries per post was most of the gate's
 * time. Keyed by the words themselves, not the law's id: the same section reads differently in
 * another library (a card added or changed), and a stale entry ranked it by words it no longer has.
 */
const lawTermsCache = new Map<string, LawTerms>();
const LAW_TERMS_CACHE_MAX = 20_000;

function lawTerms(hit: LawSearchHit): LawTerms {
  const text = lawText(hit);
  const key = `${hit.record.carded ? 'c' : '-'}${text}`;
  let found = lawTermsCache.get(key);
  if (!found) {
    if (lawTermsCache.size >= LAW_TERMS_CACHE_MAX) lawTermsCache.clear();
    found = {
      words: new Set(terms(text)),
      subject: new Set(terms(subjectText(hit))),
      pairs: pairs(text),
      asks: new Set(hit.record.carded ? terms(hit.record.synonyms.join(' . ')) : []),
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
  const { words, subject, pairs: lawPairs } = lawTerms(hit);
  let weight = 0;
  let telling = 0;
  for (const [t, w] of weights) {
    if (!words.has(t)) continue;
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

/** The hits re-ordered by the gate (a citation or an Act's name the user typed stays first). */
export function rerankByTopic(index: LawIndex, question: string, hits: readonly LawSearchHit[]): LawSearchHit[] {
  const pinned = hits.filter((h) => h.match === 'citation' || h.match === 'act');
  const rest = hits.filter((h) => h.match !== 'citation' && h.match !== 'act');
  if (rest.length < 2) return [...hits];
  const head = rest.slice(0, RERANK_DEPTH);
  const weights = topicWeights(index, question);
  // A short question's few words are all topic: the ranking, tuned on such questions, stands.
  if (weights.size < GATE_MIN_WORDS) return [...hits];
  const postPairs = pairs(question);
  const covered = head.map((hit) => ({ hit, ...coverage(weights, hit, postPairs) }));
  const bestScore = Math.max(...head.map((h) => h.score), 1e-9);
  const bestWeight = Math.max(...covered.map((c) => c.weight), 1e-9);
  const forUnnamedGroup = unnamedGroupTest(question);
  const blended = covered.map(({ hit, weight, telling }) => {
    const value = (1 - COVERAGE_WEIGHT) * (hit.score / bestScore) + COVERAGE_WEIGHT * (weight / bestWeight);
    // A law for a group the post does not name (veterans, public housing: ./groupLaws.ts) falls as
    // one sharing only incidental words does.
    return { hit, value: telling === 0 || forUnnamedGroup(hit.record) ? value * INCIDENTAL_ONLY : value };
  });
  blended.sort((a, b) => b.value - a.value);
  const asked = askWeights(question, weights);
  const siblings = chooseAmongSiblings(
    asked,
    blended.map((b) => b.hit),
  );
  const ordered = asksAboutRetaliation(question) ? retaliationFirst(question, asked, head, siblings) : answerWhatIsAsked(asked, siblings);
  return [...pinned, ...ordered, ...rest.slice(RERANK_DEPTH)];
}

/**
 * A post that tells a complaint and then a punishment, and asks about the punishment (the
 * sentences that ask name it: "can they fire me for...", "is it legal to cut my hours because...").
 * A punishment told in passing ("some of the girls say they can get fired for complaining") leaves
 * the post about what it asks.
 */
export function asksAboutRetaliation(question: string): boolean {
  if (!tellsRetaliation(question)) return false;
  const asking = askingSentences(question);
  return asking.length === 0 || asking.some((sentence) => namesPunishment(sentence.replace(FEARED, ' ')));
}

/** Whether the post's story (the sentences that do not ask) tells a punishment that happened. */
export function punishedInStory(question: string): boolean {
  const asking = new Set(askingSentences(question));
  const story = question.split(/(?<=[.?!\n])\s+/).filter((sentence) => !asking.has(sentence));
  return story.some((sentence) => namesPunishment(sentence.replace(FEARED, ' ')));
}

/** A punishment feared, not suffered ("who do I report this to without getting my son fired"). */
const FEARED = /\b(?:without|afraid|scared|worried|fear)\b[^.?!,;]{0,40}/gi;

/** Candidates among which an anti-retaliation section may take the lead. */
export const RETALIATION_DEPTH = 10;
const retaliationTerm = termSetOnFirstUse('retaliation fired');
const retaliationWord = termSetOnFirstUse('retaliation');

/** Whether a law's own subject (title, heading, keywords, phrasings) is retaliation. */
export function isRetaliationLaw(hit: LawSearchHit): boolean {
  const { subject } = lawTerms(hit);
  for (const t of retaliationTerm()) if (subject.has(t)) return true;
  return false;
}

/** The Act a law belongs to, as sameAct reads it (a guide's Act, the key laws' acronym, else its title and section number). */
function actOf(hit: LawSearchHit): string {
  return guideAct(hit) ?? hit.record.act ?? `${hit.record.usc.title}/${sectionNumber(hit)}`;
}

/**
 * A post that tells a complaint and then a punishment asks whether the punishment is lawful: the
 * anti-retaliation section of the law the complaint was about answers it, not the law on the
 * complaint's subject (overtime, harassment, safety) or another Act's retaliation rule. An
 * anti-retaliation section is one whose own subject names retaliation or a firing ("fired for jury
 * duty"). Among the first RETALIATION_DEPTH candidates, each such section's Act is weighed by the
 * most of the post's own telling words any of its sections' own subject names (what the post asks
 * at full weight, its background at half; not the summary, whose everyday words matched "run" and
 * "work" in a post about a family-run car wash): the Fair Labor Standards Act's
 * overtime section for an unpaid-overtime complaint, Title VII's harassment section for a
 * harassment complaint, though the background tells of forklifts and a safety write-up. The section
 * of the Act the post is most about leads (the leader on a tie), the rest keep their order.
 */
function retaliationFirst(
  question: string,
  asked: ReadonlyMap<string, number>,
  head: readonly LawSearchHit[],
  hits: LawSearchHit[],
): LawSearchHit[] {
  const found = hits.slice(0, RETALIATION_DEPTH).filter(isRetaliationLaw);
  if (found.length === 0) return hits;
  // The person's own ground (a disability, an age: ./complaintGround.ts) names the Act the complaint
  // was about when the charge's words ("EEOC", "filed a charge") are every such Act's.
  const ground = complaintGround(question);
  // Of that Act's sections, one about retaliation itself before one that names a firing (the ADA's
  // § 12203 before its § 12112, whose phrasings say "fired for a disability").
  const onGround = ground ? found.filter((h) => h.record.categoryId === ground) : [];
  const retaliationOnly = onGround.filter((h) => [...retaliationWord()].some((t) => lawTerms(h).subject.has(t)));
  const candidates = retaliationOnly.length > 0 ? retaliationOnly : onGround.length > 0 ? onGround : found;
  // The post's own telling words only: the retaliation words its story brought in (expandSynonyms)
  // are shared by every anti-retaliation section, and "work" or "job" by every employment law.
  const said = new Set(terms(question));
  const own = new Map([...asked].filter(([t]) => said.has(t) && !isIncidental(t)));
  const actWeight = new Map<string, number>();
  for (const hit of head) {
    const act = actOf(hit);
    actWeight.set(act, Math.max(actWeight.get(act) ?? 0, subjectIntent(own, hit)));
  }
  const weightOf = (hit: LawSearchHit) => actWeight.get(actOf(hit)) ?? 0;
  const best = candidates.reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return [best, ...hits.filter((h) => h !== best)];
}

/** Candidates near the top whose order among one Act's sections is reconsidered. */
export const SIBLING_DEPTH = 5;
/** A topic word outside the sentences that ask (background: what led up to it) weighs this share. */
const BACKGROUND = 0.5;
/** How much more of the post a sibling's subject must name to take the lead (1.2-1.5 kept fewer). */
const SIBLING_MARGIN = 1.1;

/** Sentences that ask: a question mark, or an opening such as "can they", "how long", "is it legal". */
const ASKS = /\?|^\s*(?:can|could|is|are|am|do|does|did|how|what|who|when|where|why|should|would|will|was|were|may)\b/i;

/** The sentences of a post that ask (a question mark, or an opening such as "can they", "how long"). */
export function askingSentences(question: string): string[] {
  return question.split(/(?<=[.?!\n])\s+/).filter((sentence) => ASKS.test(sentence));
}

/** The post's topic weights with words of the sentences that ask at full weight, the rest at BACKGROUND. */
export function askWeights(question: string, weights: ReadonlyMap<string, number>): Map<string, number> {
  const asked = new Set<string>();
  for (const sentence of askingSentences(question)) for (const t of terms(sentence)) asked.add(t);
  // A post that asks nothing in so many words: every word is what it is about.
  if (asked.size === 0) return new Map(weights);
  const out = new Map<string, number>();
  for (const [t, w] of weights) out.set(t, asked.has(t) ? w : BACKGROUND * w);
  return out;
}

const sectionNumber = (hit: LawSearchHit) => Number.parseInt(hit.record.usc.section, 10);
/**
 * Two sections of one Act: the same acronym (the key laws), two guides whose titles name the same
 * Act (Social Security Act §§ 404 and 423, the Internal Revenue Code's §§ 6159 and 6330, USERRA's
 * §§ 4311 and 4312), or one title's sections sharing a number (15 U.S.C. §§ 1681i and 1681m,
 * 42 U.S.C. §§ 2000e-2 and 2000e-3). Sections merely close in number were tried: neighbouring
 * Acts (29 U.S.C. § 207 and § 254) then traded leads; the Act a guide names keeps them apart
 * (the Fair Labor Standards Act, the Portal-to-Portal Act).
 */
export function sameAct(a: LawSearchHit, b: LawSearchHit): boolean {
  if (a.record.usc.title !== b.record.usc.title) return false;
  if (a.record.act && b.record.act) return a.record.act === b.record.act;
  const act = guideAct(a);
  if (act && act === guideAct(b)) return true;
  return sectionNumber(a) === sectionNumber(b);
}

/** The Act a guide's title names before its dash ("Social Security Act — …"). */
function guideAct(hit: LawSearchHit): string | undefined {
  const dash = hit.record.title.indexOf(' — ');
  return hit.record.kind === 'guide' && dash > 0 ? hit.record.title.slice(0, dash) : undefined;
}

/**
 * When the leader's Act has other sections near the top, the one whose own subject (title,
 * heading, keywords, plain-English phrasings: not the summary) names more of what the post asks
 * (a dispute, a stolen card's charges, a levy's hearing) leads, by SIBLING_MARGIN at least:
 * words every section of the Act shares cancel out, and what the post asks outweighs its
 * background. The rest keep their order.
 */
function chooseAmongSiblings(weights: ReadonlyMap<string, number>, hits: LawSearchHit[]): LawSearchHit[] {
  const lead = hits[0];
  if (!lead) return hits;
  const slots = hits.slice(0, SIBLING_DEPTH).flatMap((h, i) => (i === 0 || sameAct(lead, h) ? [i] : []));
  if (slots.length < 2) return hits;
  const scored = slots.map((i) => ({ hit: hits[i]!, intent: subjectIntent(weights, hits[i]!) }));
  const best = scored.reduce((a, b) => (b.intent > a.intent ? b : a));
  if (best.hit === lead || best.intent < SIBLING_MARGIN * scored[0]!.intent) return hits;
  const out = hits.filter((h) => h !== best.hit);
  out.unshift(best.hit);
  return out;
}

/**
 * A word only a section card's asks name counts this share in what a law's subject names of the
 * post (0: a guide kept leads a card answered better; 1: cards took more leads from guides than
 * they won; docs/understanding.md "Eighth pass").
 */
const ASKS_INTENT = 0.5;

/** Candidates, of any Act, that may take the lead for naming what the post asks. */
export const ANSWER_DEPTH = 3;
/** How much more of what the post asks a candidate's own subject must name (1.4-1.5 kept the same; 1.2 and 1.7 fewer). */
const ANSWER_MARGIN = 1.5;

/**
 * The lead answers what the person asks: among the first ANSWER_DEPTH candidates, one whose own
 * subject (title, heading, keywords, plain-English phrasings) names half as much again of the
 * post's words as the leader's, what it asks at full weight and its background at half, takes the
 * lead ("Can a debt collector add a fee for paying them?" -> the collection-fee section over the
 * electronic-transfer one the story's debit card brought up). The margin is wider than between one
 * Act's sections (SIBLING_MARGIN): another Act's words are not shared ones that cancel out.
 */
function answerWhatIsAsked(weights: ReadonlyMap<string, number>, hits: LawSearchHit[]): LawSearchHit[] {
  const lead = hits[0];
  if (!lead) return hits;
  const leadIntent = subjectIntent(weights, lead);
  let best = lead;
  let bestIntent = leadIntent;
  for (const hit of hits.slice(1, ANSWER_DEPTH)) {
    const intent = subjectIntent(weights, hit);
    if (intent > bestIntent) [best, bestIntent] = [hit, intent];
  }
  if (best === lead || bestIntent < ANSWER_MARGIN * leadIntent) return hits;
  return [best, ...hits.filter((h) => h !== best)];
}

/**
 * The weight of the post's words a law's own subject (title, heading, keywords, phrasings) names;
 * a word only a section card's asks name counts ASKS_INTENT of its weight.
 */
export function subjectIntent(weights: ReadonlyMap<string, number>, hit: LawSearchHit): number {
  const { subject, asks } = lawTerms(hit);
  let weight = 0;
  for (const [t, w] of weights)
    if (subject.has(t)) weight += w;
    else if (asks.has(t)) weight += ASKS_INTENT * w;
  return weight;
}
