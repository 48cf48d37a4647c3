/**
 * Does a post signal danger to life or safety? Reviewed data: for each kind of danger, the
 * wording people use (first person, or about someone close), the wording that only looks like
 * it ("a killer deal", "my boss is killing me with overtime", "I'd die for a day off"), and the
 * lines that answer it, the kind's own line first (core/safety/lines.ts). Checked on the
 * held-out sets in eval/understanding/ (docs/understanding.md "Safety").
 */
import { CRISIS_LINES, type CrisisLine, type CrisisLineId } from './lines';

export type DangerKind = 'self-harm' | 'violence' | 'child-abuse' | 'domestic-violence' | 'poisoning' | 'sexual-assault' | 'break-in';

export interface DangerRule {
  kind: DangerKind;
  /** Any one of these, on the folded text, signals this danger. */
  signals: RegExp[];
  /** When given, the post must also say this (a child, for touching that is child abuse). */
  context?: RegExp;
  /** Wording that only looks like danger: matched text inside one of these does not count. */
  lookAlikes?: RegExp[];
  /** The lines, the one for this danger first. */
  lines: CrisisLineId[];
}

const PARTNER = String.raw`(?:husband|wife|spouse|boyfriend|girlfriend|bf|gf|partner|fianc[eé]e?|ex|ex[- ]?(?:husband|wife|boyfriend|girlfriend|partner)|baby ?(?:daddy|mama|father|mother)|son'?s father|kids'? (?:dad|father|mom|mother))`;
const CHILD = String.raw`(?:child|children|kid|kids|son|daughter|baby|toddler|infant|step-?(?:son|daughter|kids?|child)|niece|nephew|grand(?:son|daughter|child|kids?)|little (?:boy|girl|brother|sister)|\d{1,2}[- ]year[- ]old)`;
const HURT = String.raw`(?:hits?|hitting|beats?|beating|beat up|chok(?:es|ed|ing)|strangl\w*|punch\w*|slap\w*|kick(?:s|ed|ing)|shov\w*|push(?:es|ed)|threw (?:me|us)|throws (?:me|us)|burn(?:s|ed)|hurts?|hurting|attack\w*|abus\w*|assault\w*)`;

export const DANGER_RULES: readonly DangerRule[] = [
  {
    kind: 'self-harm',
    signals: [
      /\b(?:kill(?:ing)? my ?self|end(?:ing)? (?:my|it) (?:own )?life|end it all|take my (?:own )?life|taking my (?:own )?life|suicid\w*|self[- ]?harm\w*|(?:hurt|hurting|cut|cutting|harm|harming) my ?self|want(?:ed)? to die|wanna die|wish i (?:was|were) dead|wish i (?:could )?(?:die|disappear forever)|better off dead|better off without me|(?:don'?t|do not|dont) want to (?:live|be alive|be here)|no reason to (?:live|go on)|not (?:going to|gonna) be (?:around|here) much longer|(?:won'?t|wont|will not) be (?:around|here) (?:much longer|anymore)|end (?:things|everything)(?: for good)?|(?:plan|planning|going) to (?:end it|end things|not wake up)|overdose on purpose|goodbye (?:note|letter)|suicide note)\b/,
    ],
    lookAlikes: [
      /\b(?:assisted|physician[- ]assisted|medically assisted) suicide\b/,
      /\bsuicide (?:doors?|squad|clause)\b/,
      /\bkilling myself (?:laughing|with work)\b/,
    ],
    lines: ['988', '911'],
  },
  {
    kind: 'domestic-violence',
    signals: [
      /\b(?:domestic (?:violence|abuse)|dating violence|intimate partner violence|battered)\b/,
      new RegExp(
        String.raw`\b(?:my|our) ${PARTNER} (?:(?:has |had |always |keeps |kept |just |then |often |sometimes |repeatedly )?)${HURT} (?:me|us|my kids|the kids)\b`,
      ),
      new RegExp(String.raw`\babusive (?:${PARTNER}|relationship|marriage|home)\b`),
      new RegExp(String.raw`\b(?:afraid|scared|terrified) (?:of )?(?:my|our) ${PARTNER}\b`),
      new RegExp(String.raw`\b(?:my|our) ${PARTNER} (?:is |has been |keeps |kept )?(?:stalk\w*|threaten\w*)`),
      /\b(?:he|she) (?:chok(?:es|ed)|strangl\w*) me\b/,
      new RegExp(
        String.raw`\b(?:my|our) ${PARTNER} (?:\w+ ){0,3}(?:threaten\w*|said|says|told me|texted|swore) (?:\w+ ){0,8}(?:kill|hurt|shoot|stab|beat) (?:me|us|my)\b`,
      ),
    ],
    lines: ['domestic-violence', '911'],
  },
  {
    kind: 'child-abuse',
    signals: [
      /\bchild (?:abuse|neglect|molest\w*)\b/,
      new RegExp(
        String.raw`\b(?:${HURT}|molest\w*|touch(?:es|ed|ing) inappropriately|starv\w*|lock(?:s|ed|ing) up) (?:my|our|his|her|their|the|a) ${CHILD}\b`,
      ),
      new RegExp(String.raw`\b(?:my|our|his|her|the) ${CHILD} (?:has|had|came home with|with) (?:bruises|welts|burns|marks)\b`),
      /\b(?:molested|sexually abused) (?:me )?(?:as a (?:child|kid)|when i was (?:a (?:child|kid)|little|\d))\b/,
      /\bleaves? (?:the|my|his|her) (?:kids|children|baby) alone for days\b/,
      /\btouch(?:ed|es|ing) (?:her|him|them) (?:inappropriately|sexually|in (?:her|his|their) private)/,
    ],
    context: new RegExp(String.raw`\b${CHILD}\b`),
    lookAlikes: [/\bchild abuse (?:clearance|training|background check)\b/],
    lines: ['childhelp', '911'],
  },
  {
    kind: 'sexual-assault',
    signals: [
      /\b(?:raped|rape|raping|rapist|sexual(?:ly)? assault\w*|sexually abus\w*|molested|groped|drugged (?:me|my drink)|roofied|forced (?:me )?(?:to have|into) sex|non-?consensual|touched me (?:without|against)|without my consent)\b/,
    ],
    lookAlikes: [
      /\bcollected without my consent\b/,
      /\b(?:data|information|photos?|account|card|charge[ds]?) (?:\w+ ){0,3}without my consent\b/,
      /\bwithout my consent (?:to|for|on) (?:my|the) (?:account|card|credit|data|information)/,
    ],
    lines: ['rainn', '911'],
  },
  {
    kind: 'poisoning',
    signals: [
      /\b(?:(?:i|he|she|they|my \w+|someone|somebody) (?:just |may have |might have |has |have |had |is |was |think (?:i|he|she|they) )?(?:overdos\w*|od'?d)|overdos(?:e|ing) (?:right )?now|took (?:too many|a (?:bunch|handful) of|a whole bottle of|all (?:of )?(?:my|her|his|the)) (?:pills|tablets|meds|medication\w*|sleeping pills|painkillers)|swallow\w* (?:some |a little |the |a bottle of |part of a )?(?:bleach|detergent|a battery|batteries|pills|a (?:laundry|tide) pod|cleaner|antifreeze|drain cleaner)|drank (?:some |the )?(?:bleach|antifreeze|cleaner|drain cleaner|windshield fluid)|ate (?:rat poison|a (?:laundry|tide) pod|mushrooms? from the yard)|got into (?:the|some|my|his|her) (?:bleach|medicine|medication|pills|cleaning (?:products|supplies))|carbon monoxide (?:alarm|detector)s? (?:is |are |keeps |has been |have been |went |was )?(?:going off|beeping|sounding)|carbon monoxide poison\w*|poisoned|poisoning)\b/,
    ],
    lookAlikes: [
      /\bfood poisoning\b/,
      /\blead poisoning\b/,
      /\bpoisoning the well\b/,
      /\bpoisoned (?:the )?(?:relationship|atmosphere|workplace|culture)\b/,
      /\bcarbon monoxide (?:detector|alarm)s?\b/,
    ],
    lines: ['poison-control', '911'],
  },
  {
    kind: 'violence',
    signals: [
      /\b(?:threaten\w* to (?:kill|shoot|stab|hurt|beat|murder)|said (?:he|she|they)(?:'d| would| will| was going to| is going to| were going to) (?:kill|shoot|stab|hurt|beat) (?:me|us|my|him|her)|(?:he|she|they|he's|she's|they're|someone|somebody|(?:my|our|the|a|this) (?:ex|husband|wife|boyfriend|girlfriend|partner|neighbou?r|landlord|boss|coworker|co-worker|roommate|brother|sister|father|dad|mother|mom|son|stepdad|stepfather|uncle|cousin|guy|man|woman|customer|tenant|person)) (?:is |are |was |were )?(?:going to|gonna) (?:kill|shoot|stab|hurt) (?:me|us|my)|(?:pointed|pulled|waved) a (?:gun|knife|weapon) at|has a gun and|shoot up (?:the|my|our) (?:school|work|office|place)|(?:i'?m|i am) (?:going to|gonna) (?:kill|shoot|stab|hurt) (?:him|her|them|my|someone|somebody)|i want to (?:kill|shoot|stab|hurt) (?:him|her|them|my|someone|somebody)|death threats?|threatening my life|(?:he|she|they) (?:stabbed|shot) (?:me|us|my))\b/,
    ],
    lookAlikes: [/\bkiller (?:deal|price|app|view|idea)\b/],
    lines: ['911'],
  },
  {
    kind: 'break-in',
    signals: [
      /\b(?:(?:someone|somebody|a man|a guy|a woman|an intruder|intruders|people|he|she|they) (?:is |was |are |were |just )?(?:breaking|broke|trying to break|tried to break|broken) in(?:to (?:my|our|the) (?:house|home|apartment|room|place|car|garage))?|break[- ]?in at (?:my|our)|breaking into (?:my|our) (?:house|home|apartment|place)|intruder|someone (?:is )?(?:in|inside) my (?:house|home|apartment) (?:right now|now)|home invasion|burglar(?:s|y|ized|ised)? (?:in|at|of) (?:my|our)|(?:my|our) (?:house|home|apartment) (?:was|got) (?:broken into|burglarized))\b/,
    ],
    lookAlikes: [
      /\bbroke in(?:to)? (?:my |the |his |her )?(?:account|email|computer|phone|wifi|laptop|server|system|industry|market|tears|song)\b/,
      /\bbreak[- ]in period\b/,
    ],
    lines: ['911'],
  },
];

export interface DangerSignal {
  kinds: DangerKind[];
  /** The lines to show first, each once, in order. */
  lines: CrisisLine[];
}

/** The post as the rules read it: lower case, curly quotes folded, one line. */
function fold(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201B\u2032]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')} `;
}

// Global copies made once, so a long post is read quickly.
const globals = new WeakMap<RegExp, RegExp>();
function globalOf(re: RegExp): RegExp {
  let g = globals.get(re);
  if (!g) globals.set(re, (g = new RegExp(re.source, 'g')));
  return g;
}

/** True when a match lies inside one of the look-alike phrases found in the text. */
function insideLookAlike(text: string, start: number, end: number, lookAlikes: readonly RegExp[]): boolean {
  for (const re of lookAlikes) {
    for (const m of text.matchAll(globalOf(re))) {
      if (m.index <= start && m.index + m[0].length >= end) return true;
    }
  }
  return false;
}

/** The dangers a post signals, and the lines to open the answer with; undefined when none. */
export function dangerIn(post: string, rules: readonly DangerRule[] = DANGER_RULES): DangerSignal | undefined {
  const text = fold(post);
  const kinds: DangerKind[] = [];
  for (const rule of rules) {
    if (rule.context && !rule.context.test(text)) continue;
    const hit = rule.signals.some((re) => {
      for (const m of text.matchAll(globalOf(re))) {
        if (!insideLookAlike(text, m.index, m.index + m[0].length, rule.lookAlikes ?? [])) return true;
      }
      return false;
    });
    if (hit) kinds.push(rule.kind);
  }
  if (kinds.length === 0) return undefined;
  const ids: CrisisLineId[] = [];
  for (const kind of kinds) for (const id of rules.find((r) => r.kind === kind)!.lines) if (!ids.includes(id)) ids.push(id);
  // 911 is for immediate danger: it follows the specific lines unless it is the only one.
  const ordered = [...ids.filter((id) => id !== '911'), ...ids.filter((id) => id === '911')];
  return { kinds, lines: ordered.map((id) => CRISIS_LINES[id]) };
}

/** The first paragraph of an answer to a post that signals danger. */
export const SAFETY_OPENING = 'Your safety comes first. If you or someone else is in danger, help is available now:';

/** The safety paragraphs, as plain lines (the answer text format's paragraphs). */
export function safetyParagraphs(signal: DangerSignal): string[] {
  return [SAFETY_OPENING, ...signal.lines.map((l) => l.text)];
}

/** What's Illegal's answer (its `answer` text) opened with the safety lines, once. */
export function withSafetyAnswer<R extends { answer: string }>(reply: R, signal: DangerSignal | undefined): R {
  if (!signal || reply.answer.startsWith(SAFETY_OPENING)) return reply;
  return { ...reply, answer: `${safetyParagraphs(signal).join('\n\n')}\n\n${reply.answer}` };
}

const LINE_TEXTS: ReadonlySet<string> = new Set(Object.values(CRISIS_LINES).map((l) => l.text));

/** A paragraph of the safety opening (not the answer's own lead). */
export function isSafetyParagraph(text: string): boolean {
  const t = text.trim();
  return t === SAFETY_OPENING || LINE_TEXTS.has(t);
}
