/**
 * Custom-topic tests (spec part 2 §3 "Custom test", §7 POST /create). With no AI, questions are
 * built from the law library's own records: which law a summary describes, which U.S. Code
 * section a law (or an official heading) is, and which penalty a law sets, each with three wrong
 * options from the same category. Nothing is invented: every option is another record's title,
 * citation or penalties.
 *
 * A question's id names how it was built (`custom:{kind}:{lawId}:{seed}`), so the server can
 * rebuild it from the same records to grade a submission without trusting the client.
 * Pure: the records are passed in (customCorpus.ts binds them to the corpus).
 */
import type { LawRecord } from '../laws/types';
import { parseCitations } from '../search/citations';
import { customQuestionSchema, type CustomQuestion, type Difficulty, type QuizQuestion } from '../schemas/quiz';
import { normalizeQuizText } from './normalize';
import { seededRandom, shuffle, type RandomSource } from './random';
import { CUSTOM_FALLBACKS } from './texts';

export type CustomKind = 'summary' | 'citation' | 'penalty';
const KINDS: readonly CustomKind[] = ['summary', 'citation', 'penalty'];

/** What the builder reads of a law record. */
export type CustomLaw = Pick<
  LawRecord,
  | 'id'
  | 'kind'
  | 'title'
  | 'citation'
  | 'summary'
  | 'penalties'
  | 'category'
  | 'categoryId'
  | 'legalCategory'
  | 'government_source'
  | 'heading'
  | 'usc'
  | 'titleName'
>;

/** Which kinds of question each difficulty prefers, in order. */
export const KINDS_BY_DIFFICULTY: Record<Difficulty, readonly CustomKind[]> = {
  easy: ['summary', 'citation'],
  medium: ['summary', 'citation', 'penalty'],
  hard: ['citation', 'penalty', 'summary'],
};

const OPTIONS = 4;
/** Penalty texts that state no penalty cannot make a "which penalty" question. */
const NO_PENALTY = /^\s*(none stated|no penalt|not stated|not summarized|see the statute|n\/a\b)/i;
/** Placeholder headings of sections that are no longer law. */
const DEAD_HEADING = /^\s*(\[|repealed|transferred|omitted|reserved|renumbered|vacant)/i;
/** Parenthetical citations are cut from penalty options so an option does not name its own law. */
const CITATION_PARENTHESIS = /\s*\((?:[^()]|\([^()]*\))*\bU\.S\.C\.(?:[^()]|\([^()]*\))*\)/g;

export function customQuestionId(kind: CustomKind, lawId: string, seed: number): string {
  return `custom:${kind}:${lawId}:${(seed >>> 0).toString(36)}`;
}

export function parseCustomQuestionId(id: string): { kind: CustomKind; lawId: string; seed: number } | undefined {
  const match = /^custom:(summary|citation|penalty):([A-Za-z0-9._-]{1,150}):([0-9a-z]{1,7})$/.exec(id);
  if (!match) return undefined;
  const seed = parseInt(match[3]!, 36);
  if (!Number.isFinite(seed) || seed > 0xffffffff) return undefined;
  return { kind: match[1] as CustomKind, lawId: match[2]!, seed };
}

const sameText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const sectionKey = (law: CustomLaw) => `${law.usc.title}/${law.usc.section.toLowerCase()}`;

function usableHeading(law: CustomLaw): boolean {
  return law.heading.trim().length > 3 && !DEAD_HEADING.test(law.heading);
}

function statedPenalty(law: CustomLaw): string | undefined {
  if (law.kind !== 'guide' || !law.penalties.trim() || NO_PENALTY.test(law.penalties)) return undefined;
  // The § 3571 note names the law's own citation outside parentheses ("18 U.S.C. § 242 sets no dollar amount ..."): say "the statute" there.
  const own = new RegExp(`${law.citation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z-])`, 'g');
  const text = law.penalties
    .replace(CITATION_PARENTHESIS, '')
    .replace(own, 'the statute')
    .replace(/(^|[.;]\s+)the statute/g, '$1The statute')
    .replace(/\s+([.;,])/g, '$1')
    .trim();
  return text.length >= 12 ? text : undefined;
}

/** Can this law make a question of this kind at all? */
export function canAsk(law: CustomLaw, kind: CustomKind): boolean {
  if (kind === 'summary') return law.kind === 'guide' && law.summary.trim().length > 40;
  if (kind === 'citation') return law.kind === 'guide' || usableHeading(law);
  return statedPenalty(law) !== undefined;
}

/** The text an option shows for a law, per kind. */
function optionOf(law: CustomLaw, kind: CustomKind): string | undefined {
  if (kind === 'summary') return law.kind === 'guide' ? law.title : undefined;
  if (kind === 'citation') return law.citation;
  return statedPenalty(law);
}

interface RecordIndex {
  guides: CustomLaw[];
  /** Usable bare sections of each title, in official order. */
  sectionsByTitle: Map<number, CustomLaw[]>;
  positionInTitle: Map<string, number>;
}

const indexes = new WeakMap<readonly CustomLaw[], RecordIndex>();

/** Lists the builder needs, made once per records array (the library has 51,000 records). */
function indexOf(records: readonly CustomLaw[]): RecordIndex {
  let index = indexes.get(records);
  if (index) return index;
  index = { guides: [], sectionsByTitle: new Map(), positionInTitle: new Map() };
  for (const r of records) {
    if (r.kind === 'guide') {
      index.guides.push(r);
      continue;
    }
    if (!usableHeading(r)) continue;
    let list = index.sectionsByTitle.get(r.usc.title);
    if (!list) index.sectionsByTitle.set(r.usc.title, (list = []));
    index.positionInTitle.set(r.id, list.length);
    list.push(r);
  }
  indexes.set(records, index);
  return index;
}

/**
 * Wrong options come from the same category: the same guide category (then the same legal
 * category, then any guide) for guides; nearby sections of the same U.S. Code title for bare
 * sections. Never from the same section, never repeating the right answer.
 */
function candidatePools(law: CustomLaw, records: readonly CustomLaw[]): CustomLaw[][] {
  const own = sectionKey(law);
  const others = (r: CustomLaw) => r.id !== law.id && sectionKey(r) !== own;
  const index = indexOf(records);
  if (law.kind === 'guide') {
    const guides = index.guides.filter(others);
    return [
      guides.filter((r) => r.categoryId === law.categoryId),
      law.legalCategory ? guides.filter((r) => r.legalCategory === law.legalCategory) : [],
      guides,
    ];
  }
  const sameTitle = index.sectionsByTitle.get(law.usc.title) ?? [];
  const at = index.positionInTitle.get(law.id) ?? 0;
  return [sameTitle.slice(Math.max(0, at - 60), at + 61).filter(others), sameTitle.filter(others)];
}

/** Up to `limit` items in random order: a full shuffle for small pools, random draws for big ones. */
function randomOrder<T>(pool: readonly T[], random: RandomSource, limit = 200): T[] {
  if (pool.length <= limit) return shuffle(pool, random);
  return Array.from({ length: limit }, () => pool[Math.floor(random() * pool.length)]!);
}

function pickDistractors(law: CustomLaw, kind: CustomKind, records: readonly CustomLaw[], random: RandomSource): string[] | undefined {
  const right = optionOf(law, kind);
  if (!right) return undefined;
  const seen = new Set([sameText(right)]);
  const picked: string[] = [];
  for (const pool of candidatePools(law, records)) {
    for (const r of randomOrder(pool, random)) {
      if (!canAsk(r, kind)) continue;
      const text = optionOf(r, kind);
      if (!text || seen.has(sameText(text))) continue;
      seen.add(sameText(text));
      picked.push(text);
      if (picked.length === OPTIONS - 1) return picked;
    }
  }
  return undefined;
}

function questionText(law: CustomLaw, kind: CustomKind): string {
  if (kind === 'summary') return `Which law does this summary describe? "${law.summary.trim()}"`;
  if (kind === 'citation') {
    return law.kind === 'guide'
      ? `Which section of the U.S. Code is the law "${law.title}" found in?`
      : `Which section of the U.S. Code has the official heading "${law.heading.trim()}"?`;
  }
  return `Which penalty or remedy does the law "${law.title}" provide?`;
}

function explanationOf(law: CustomLaw, kind: CustomKind): string {
  if (law.kind !== 'guide')
    return `${law.citation} is the section of the U.S. Code headed "${law.heading.trim()}", in Title ${law.usc.title} (${law.titleName}).`;
  const base = `${law.title} (${law.citation}): ${law.summary.trim()}`;
  return kind === 'penalty' ? `${base} Penalties: ${law.penalties.trim()}` : base;
}

/** One question, the same every time for the same kind, law, seed and records; undefined when it can't be made. */
export function buildCustomQuestion(
  kind: CustomKind,
  law: CustomLaw,
  seed: number,
  difficulty: Difficulty,
  records: readonly CustomLaw[],
): CustomQuestion | undefined {
  if (!canAsk(law, kind)) return undefined;
  const random = seededRandom(seed);
  const wrong = pickDistractors(law, kind, records, random);
  const right = optionOf(law, kind);
  if (!wrong || !right) return undefined;
  const options = shuffle([right, ...wrong], random);
  return {
    id: customQuestionId(kind, law.id, seed),
    question: questionText(law, kind),
    options,
    correctAnswer: options.indexOf(right),
    explanation: explanationOf(law, kind),
    category: law.category,
    difficulty,
    citation: law.citation,
    source: law.government_source,
  };
}

/** Rebuild a question from its id (server-side grading); undefined for an id this builder did not make. */
export function rebuildCustomQuestion(
  id: string,
  findLaw: (id: string) => CustomLaw | undefined,
  records: readonly CustomLaw[],
): CustomQuestion | undefined {
  const parsed = parseCustomQuestionId(id);
  if (!parsed) return undefined;
  const law = findLaw(parsed.lawId);
  if (!law) return undefined;
  // Difficulty does not change the question's text or answer; grading only needs those.
  return buildCustomQuestion(parsed.kind, law, parsed.seed, 'medium', records);
}

export interface CustomTestInput {
  difficulty: Difficulty;
  count: number;
  /** Laws matching the topic, best first (the search engine's ranking). */
  matches: readonly CustomLaw[];
  /** Where wrong options come from: every record of the library. */
  records: readonly CustomLaw[];
  random: RandomSource;
}

/**
 * Up to `count` questions about the matched laws: guides before bare sections, one question per
 * section first (the difficulty's preferred kinds, taking turns), then more kinds for the same
 * laws if the topic matched few of them.
 */
export function createCustomQuestions({ difficulty, count, matches, records, random }: CustomTestInput): CustomQuestion[] {
  const kinds = KINDS_BY_DIFFICULTY[difficulty];
  const laws = [...matches.filter((m) => m.kind === 'guide'), ...matches.filter((m) => m.kind !== 'guide' && usableHeading(m))];
  const questions: CustomQuestion[] = [];
  const asked = new Set<string>();
  const sections = new Set<string>();
  const tryAsk = (law: CustomLaw, kind: CustomKind) => {
    const key = `${kind}:${law.id}`;
    if (questions.length >= count || asked.has(key)) return false;
    const question = buildCustomQuestion(kind, law, Math.floor(random() * 0xffffffff), difficulty, records);
    if (!question || questions.some((q) => sameText(q.question) === sameText(question.question))) return false;
    asked.add(key);
    questions.push(question);
    return true;
  };
  // First pass: one question per section, kinds taking turns.
  laws.forEach((law, i) => {
    if (sections.has(sectionKey(law))) return;
    for (let k = 0; k < kinds.length; k += 1) {
      if (tryAsk(law, kinds[(i + k) % kinds.length]!)) {
        sections.add(sectionKey(law));
        return;
      }
    }
  });
  // Second pass: the other kinds for the same laws.
  for (const law of laws) for (const kind of kinds) tryAsk(law, kind);
  return questions.slice(0, count);
}

/**
 * The quiz question a custom question becomes in the app, with the spec's fallbacks:
 * citation -> lawReference ('Federal Law Database'), source -> governmentSource
 * ('Verified Government Source'), category ('Custom Topic').
 */
export function fromCustomQuestion(q: CustomQuestion): QuizQuestion {
  return {
    id: q.id,
    question: q.question,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    category: q.category?.trim() || CUSTOM_FALLBACKS.category,
    difficulty: q.difficulty,
    lawReference: q.citation?.trim() || CUSTOM_FALLBACKS.lawReference,
    governmentSource: q.source?.trim() || CUSTOM_FALLBACKS.governmentSource,
  };
}

/**
 * The check an AI-written custom question must pass (sync-server/ai/customTest.ts): a valid
 * shape, four distinct options, a valid answer index; a citation the library does not have is
 * dropped (with its source, so the fallbacks show), and a question whose text cites a section
 * the library does not have is dropped entirely.
 */
export function checkGeneratedQuestion(
  raw: unknown,
  citationExists: (title: number, section: string) => boolean,
): CustomQuestion | undefined {
  const parsed = customQuestionSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const q = parsed.data;
  if (q.options.length !== OPTIONS) return undefined;
  if (new Set(q.options.map((o) => sameText(normalizeQuizText(o)))).size !== OPTIONS) return undefined;
  if (q.correctAnswer >= q.options.length) return undefined;
  const cited = parseCitations([q.question, ...q.options, q.explanation].join(' ').replace(/[\u2013\u2014]/g, '-')).cites;
  if (cited.some((c) => c.title !== undefined && !citationExists(c.title, c.section))) return undefined;
  const own = q.citation ? parseCitations(q.citation.replace(/[\u2013\u2014]/g, '-')).cites : [];
  const citationOk = own.length > 0 && own.every((c) => c.title !== undefined && citationExists(c.title, c.section));
  if (citationOk) return q;
  const { citation: _dropped, source: _alsoDropped, ...rest } = q;
  return rest;
}

export { KINDS as CUSTOM_KINDS };
