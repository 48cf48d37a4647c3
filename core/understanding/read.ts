/**
 * One reading of a question (docs/understanding.md "Reading the question"): the states it
 * names, who is involved, what happened and what the person wants, the area of law, and any
 * danger to life or safety. Pure, small and synchronous: the server, the offline worker, the AI
 * path, the tutor and What's Illegal all read a post through it.
 */
import { dangerIn, type DangerSignal } from '../safety/danger';
import { AREA_RULES, type AreaId, type AreaRule } from './areas';
import { PARTY_RULES, type PartyId } from './parties';
import { answerState, statesNamed, type NamedState } from './states';

export type Intent = 'is-it-legal' | 'rights' | 'how-to' | 'what-happens' | 'get-money-back' | 'define' | 'help';

export interface Reading {
  /** States the post names, first mention first. */
  states: NamedState[];
  /** Who is involved, in the order of PARTY_RULES. */
  parties: PartyId[];
  /** What happened: the events the post reports ("fired", "evicted", "ticketed"…). */
  events: string[];
  /** The sentence that asks (the last question, else the last sentence), trimmed. */
  ask: string;
  /** What the person wants to know or do. */
  intent: Intent;
  /** The best-scoring area, with every area that scored, best first. */
  area?: { id: AreaId; label: string; decidedBy: AreaRule['decidedBy']; score: number };
  areas: { id: AreaId; score: number }[];
  /** Danger to life or safety, with the lines to open the answer with. */
  danger?: DangerSignal;
  /** Characters read (the whole post is read, however long). */
  length: number;
}

const EVENTS: readonly [string, RegExp][] = [
  ['fired', /\b(?:fired|let go|terminated|laid off|lost my job)\b/],
  ['evicted', /\b(?:evict\w*|notice to (?:vacate|quit)|kick(?:ed|ing) (?:me|us) out|locked (?:me|us) out)\b/],
  ['ticketed', /\b(?:ticket(?:ed)?|citation|pulled (?:me )?over)\b/],
  ['arrested', /\b(?:arrested|charged with|booked|locked up)\b/],
  ['injured', /\b(?:injur\w*|hurt|broke my|slipped|fell|bit(?:ten)?)\b/],
  ['accident', /\b(?:accident|crash\w*|rear[- ]ended|hit my car|scraped)\b/],
  ['died', /\b(?:died|passed away|death of|killed in)\b/],
  ['denied', /\b(?:denied|refused|rejected|turned (?:me|us) down)\b/],
  ['not paid', /\b(?:not paid|didn'?t pay|haven'?t (?:been )?paid|unpaid|owe[sd]? me|withh[eo]ld\w*)\b/],
  ['harassed', /\b(?:harass\w*|keeps? calling|threaten\w*|bull(?:y|ied|ying))\b/],
  ['sued', /\b(?:sued|suing|lawsuit|summons|served (?:with )?papers)\b/],
  ['scammed', /\b(?:scam\w*|fraud\w*|ripped (?:me )?off|stole|stolen|identity theft)\b/],
  ['discriminated', /\b(?:discriminat\w*|because (?:i am|i'm|of my) \w+)\b/],
  ['billed', /\b(?:charged (?:me|us)|bill(?:ed)?|fee(?:s)?)\b/],
  ['divorcing', /\b(?:divorc\w*|separat(?:ed|ing))\b/],
];

const INTENTS: readonly [Intent, RegExp][] = [
  [
    'define',
    /\b(?:what (?:is|are|does|do) (?:a |an |the )?[\w\s'-]{2,40}(?:mean|means)\b|what is (?:a |an |the )?(?:miranda|due process|double jeopardy|habeas corpus|judicial review|statute of limitations|felony|misdemeanor)|explain\b|difference between|define\b|definition of|how does (?:the )?[\w\s]{2,30} work)/,
  ],
  [
    'is-it-legal',
    /\b(?:is (?:it|this|that) (?:legal|illegal|allowed|against the law|lawful)|(?:can|could) (?:they|he|she|my \w+|the \w+|a \w+) (?:legally )?(?:do|fire|evict|keep|charge|take|refuse|make)|are they allowed|legally allowed|is that allowed)\b/,
  ],
  [
    'get-money-back',
    /\b(?:get (?:my|the|our) (?:money|deposit|refund)|get (?:paid|reimbursed|compensat\w*)|sue (?:them|him|her|for)|owed|how much can i get)\b/,
  ],
  ['what-happens', /\b(?:what (?:will|would|could) happen|what happens|will i (?:go to jail|lose|get)|am i (?:going to|gonna))\b/],
  [
    'how-to',
    /\b(?:how (?:do|can|should) (?:i|we)|what (?:should|can|do) (?:i|we) do|what are (?:my|our) options|where do i|steps to|who do i (?:call|contact|talk))\b/,
  ],
  [
    'rights',
    /\b(?:my rights|our rights|do i have (?:a|any) (?:right|case|claim)|am i entitled|do they have to|does (?:my|the) \w+ have to|required to)\b/,
  ],
];

function fold(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;
}

// Global copies made once: a 5,000-character post is read in a few milliseconds.
const globals = new WeakMap<RegExp, RegExp>();
function count(re: RegExp, text: string): number {
  let g = globals.get(re);
  if (!g) globals.set(re, (g = new RegExp(re.source, 'g')));
  g.lastIndex = 0;
  let n = 0;
  while (g.exec(text)) {
    n += 1;
    if (n >= 3) break;
  }
  return n;
}

const ASKING =
  /^(?:(?:also|and|so|but|ok|okay)\s*,?\s+)?(?:do|does|did|can|could|will|would|should|is|are|am|was|what|how|who|where|when|why|which)\b/i;

/** The sentence that asks: the last one with a question mark, else the last sentence. */
function askOf(post: string): string {
  const parts = post
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const questions = parts.filter((s) => s.includes('?') || ASKING.test(s));
  const ask = questions.at(-1) ?? parts.at(-1) ?? '';
  return ask.length > 300 ? `${ask.slice(0, 297)}…` : ask;
}

/** Areas by score: a strong word counts 3 (at most 3 times), a weak one 1 (at most 3 times). */
function scoreAreas(text: string): { id: AreaId; score: number }[] {
  return AREA_RULES.map((rule) => ({
    id: rule.id,
    score: Math.min(3, count(rule.strong, text)) * 3 + (rule.weak ? Math.min(3, count(rule.weak, text)) : 0),
  }))
    .filter((a) => a.score >= 3)
    .sort((a, b) => b.score - a.score);
}

export function readQuestion(post: string): Reading {
  const text = fold(post);
  const areas = scoreAreas(text);
  const best = areas[0] ? AREA_RULES.find((r) => r.id === areas[0]!.id)! : undefined;
  const ask = askOf(post);
  const askText = fold(ask);
  // What the person wants is read from the sentence that asks, then the post's other questions.
  const questions = fold(
    post
      .split(/(?<=[.?!])\s+/)
      .filter((s) => s.includes('?'))
      .join(' '),
  );
  const intent = INTENTS.find(([, re]) => re.test(askText))?.[0] ?? INTENTS.find(([, re]) => re.test(questions))?.[0] ?? 'help';
  const danger = dangerIn(post);
  return {
    states: statesNamed(post),
    parties: PARTY_RULES.filter((p) => p.words.test(text)).map((p) => p.id),
    events: EVENTS.filter(([, re]) => re.test(text)).map(([name]) => name),
    ask,
    intent,
    ...(best ? { area: { id: best.id, label: best.label, decidedBy: best.decidedBy, score: areas[0]!.score } } : {}),
    areas,
    ...(danger ? { danger } : {}),
    length: post.length,
  };
}

/** The state an answer is for, from the reading and the saved state (the named one wins). */
export function stateForAnswer(reading: Pick<Reading, 'states'>, saved?: string) {
  return answerState(reading.states, saved);
}
