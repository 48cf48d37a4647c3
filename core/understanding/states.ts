/**
 * The states a question names: full names ("texas", "New York"), two-letter codes where the
 * context makes them a state ("in TX", "Austin, TX", "TX law"), and a few large cities whose
 * state is not in doubt. Reviewed data: the city list and the phrases that use a state's name
 * for something else ("Texas Roadhouse", "Washington, D.C.").
 */
import { usStates, type UsState } from '../data/states';

export interface NamedState {
  code: string;
  name: string;
  /** How it was named: the state's name, its code, or a city in it. */
  via: 'name' | 'code' | 'city';
  /** Character offset in the post of the first mention. */
  at: number;
  /** Mentions in the post. */
  count: number;
  /** Every mention says where the person lives ("I live in Ohio", "my Ohio license"), not where it happened. */
  residence: boolean;
  /** Mentions that do not just say where the person lives. */
  eventCount: number;
}

/** Before a mention: the person's home ("I live in", "moved here from"). */
const HOME_BEFORE =
  /\b(?:live|lives|living|lived|reside|resides|resident of|home is|home state(?: is)?|moved (?:here )?from|i'?m from|am from|we'?re from|originally from)\s+(?:in\s+)?$/;
/** After a mention: a document of the home state ("Ohio license", "Ohio resident"). */
const HOME_AFTER = /^\s+(?:driver'?s |drivers )?(?:license|licence|id\b|resident|residency|plates?|insurance|address)/;

/** Large cities whose state is not in doubt (a city also found in another state is left out). */
export const CITIES: Readonly<Record<string, string>> = {
  'new york city': 'NY',
  nyc: 'NY',
  brooklyn: 'NY',
  'the bronx': 'NY',
  manhattan: 'NY',
  'staten island': 'NY',
  'los angeles': 'CA',
  'san francisco': 'CA',
  'san diego': 'CA',
  'san jose': 'CA',
  sacramento: 'CA',
  oakland: 'CA',
  fresno: 'CA',
  chicago: 'IL',
  houston: 'TX',
  dallas: 'TX',
  'san antonio': 'TX',
  'fort worth': 'TX',
  'el paso': 'TX',
  phoenix: 'AZ',
  tucson: 'AZ',
  philadelphia: 'PA',
  pittsburgh: 'PA',
  seattle: 'WA',
  spokane: 'WA',
  denver: 'CO',
  boston: 'MA',
  detroit: 'MI',
  nashville: 'TN',
  memphis: 'TN',
  'las vegas': 'NV',
  baltimore: 'MD',
  milwaukee: 'WI',
  albuquerque: 'NM',
  atlanta: 'GA',
  miami: 'FL',
  orlando: 'FL',
  tampa: 'FL',
  jacksonville: 'FL',
  minneapolis: 'MN',
  cleveland: 'OH',
  cincinnati: 'OH',
  'new orleans': 'LA',
  'baton rouge': 'LA',
  'salt lake city': 'UT',
  charlotte: 'NC',
  raleigh: 'NC',
  honolulu: 'HI',
  anchorage: 'AK',
  indianapolis: 'IN',
  louisville: 'KY',
  omaha: 'NE',
  boise: 'ID',
  'des moines': 'IA',
  'little rock': 'AR',
  newark: 'NJ',
  'jersey city': 'NJ',
  'st. louis': 'MO',
  'st louis': 'MO',
  'oklahoma city': 'OK',
  tulsa: 'OK',
  wichita: 'KS',
  providence: 'RI',
  hartford: 'CT',
  'virginia beach': 'VA',
};

/** A state's name used for something that is not the state. */
const NOT_THE_STATE: readonly RegExp[] = [
  /\btexas (?:roadhouse|instruments|hold'?em|toast)\b/,
  /\bkentucky fried\b/,
  /\bwashington,? d\.? ?c\.?\b|\bwashington (?:post|monthly|nationals|commanders|wizards|capitals)\b|\bgeorge washington\b|\bdenzel washington\b/,
  /\bnew york (?:times|post|yankees|mets|giants|jets|knicks|rangers|life)\b/,
  /\bindiana jones\b/,
  /\bvirginia woolf\b/,
  /\bcalifornia (?:roll|king)\b/,
  /\bnew jersey devils\b/,
  /\bgeorgia (?:tech|bulldogs)\b/,
  /\bmichigan (?:wolverines)\b/,
  /\bflorida (?:man|gators)\b/,
];

/** Codes that are also common English words: read only in upper case and in a state's context. */
const WORD_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'OH', 'DE', 'PA', 'MA', 'LA', 'CO', 'ID', 'AL', 'AS', 'MO', 'MD', 'MS']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Longest names first so "West Virginia" is read before "Virginia" and "Arkansas" is not "Kansas".
const NAMES = [...usStates].sort((a, b) => b.name.length - a.name.length);
const NAME_RE = new RegExp(`\\b(${NAMES.map((s) => escape(s.name.toLowerCase())).join('|')})\\b`, 'g');
const CITY_RE = new RegExp(
  `\\b(${Object.keys(CITIES)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})\\b`,
  'g',
);
const byName = new Map(usStates.map((s) => [s.name.toLowerCase(), s]));
const byCode = new Map(usStates.map((s) => [s.code, s]));

/** A code where the context makes it a state: "in TX", "from tx", "Austin, TX", "TX law", "(TX)". */
const CODE_RE =
  /(?:\b(?:in|from|to|of|live in|moved to|resident of|state of|here in|out of)\s+([A-Za-z]{2})\b(?![''-]\w))|(?:[A-Z][a-z]+,\s*([A-Z]{2})\b(\s+\d{5})?)|(?:\b([A-Za-z]{2})\s+(?:law|laws|state law|statute|statutes|resident|courts?|code|dmv|landlord|tenant|employer)\b)|(?:\(([A-Z]{2})\))/g;

function blank(text: string, res: readonly RegExp[]): string {
  let out = text;
  for (const re of res) out = out.replace(new RegExp(re.source, 'g'), (m) => ' '.repeat(m.length));
  return out;
}

/** The states a post names, in order of first mention. */
export function statesNamed(post: string): NamedState[] {
  const folded = post
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'");
  const lower = blank(folded.toLowerCase(), NOT_THE_STATE);
  // Offsets stay aligned: `blank` keeps lengths, and so does lower-casing ASCII text.
  const found = new Map<string, NamedState>();
  const add = (state: UsState | undefined, via: NamedState['via'], at: number, length = 0) => {
    if (!state) return;
    const home = HOME_BEFORE.test(lower.slice(Math.max(0, at - 40), at)) || HOME_AFTER.test(lower.slice(at + length, at + length + 30));
    const seen = found.get(state.code);
    if (seen) {
      seen.count += 1;
      if (!home) seen.eventCount += 1;
      seen.residence &&= home;
      if (at < seen.at) seen.at = at;
      return;
    }
    found.set(state.code, { code: state.code, name: state.name, via, at, count: 1, residence: home, eventCount: home ? 0 : 1 });
  };
  const taken: [number, number][] = [];
  for (const m of lower.matchAll(NAME_RE)) {
    add(byName.get(m[1]!), 'name', m.index, m[0].length);
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of lower.matchAll(CITY_RE)) {
    if (taken.some(([a, b]) => m.index < b && m.index + m[0].length > a)) continue;
    add(byCode.get(CITIES[m[1]!]!), 'city', m.index, m[0].length);
  }
  // The whole post in capitals ("MY LANDLORD IN OHIO…"): codes are read only after a comma.
  const letters = folded.replace(/[^A-Za-z]/g, '');
  const shouting = letters.length > 20 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
  const original = blank(
    folded,
    NOT_THE_STATE.map((re) => new RegExp(re.source, 'gi')),
  );
  for (const m of original.matchAll(CODE_RE)) {
    const raw = m[1] ?? m[2] ?? m[4] ?? m[5];
    if (!raw) continue;
    const viaComma = m[2] !== undefined || m[5] !== undefined;
    // "Fine, OK" and "Hi, HI": after a comma, a word-like code needs a ZIP code behind it.
    if (m[2] !== undefined && WORD_CODES.has(m[2]) && m[3] === undefined) continue;
    if (shouting && !viaComma) continue;
    const upper = raw.toUpperCase();
    if (!byCode.has(upper)) continue;
    // A word-like code counts only as written in capitals ("in OK", not "in ok").
    if (WORD_CODES.has(upper) && raw !== upper) continue;
    // "in LA" is usually Los Angeles: read as California unless "Louisiana" context follows.
    if (upper === 'LA' && m[1] !== undefined) {
      add(byCode.get('CA'), 'city', m.index);
      continue;
    }
    add(byCode.get(upper), 'code', m.index + m[0].indexOf(raw), raw.length);
  }
  return [...found.values()].sort((a, b) => a.at - b.at);
}

/**
 * The state an answer is for: the one the post names, else the saved state. Of several named,
 * the most mentioned wins, not counting mentions that only say where the person lives ("a
 * ticket in Texas … I live in Ohio, on my Ohio license": Texas); on a tie the saved state if it is
 * one of them, else the first named.
 */
export function answerState(named: readonly NamedState[], saved?: string): { code: string; from: 'question' | 'saved' } | undefined {
  const savedCode = saved?.trim().toUpperCase() || undefined;
  if (named.length === 0) return savedCode && byCode.has(savedCode) ? { code: savedCode, from: 'saved' } : undefined;
  // Mentions that only say where the person lives do not count, unless nothing else is named.
  const weight = (n: NamedState) => (named.some((m) => m.eventCount > 0) ? n.eventCount : n.count);
  const most = Math.max(...named.map(weight));
  const top = named.filter((n) => weight(n) === most);
  const pick = top.find((n) => n.code === savedCode) ?? top[0]!;
  return { code: pick.code, from: 'question' };
}
