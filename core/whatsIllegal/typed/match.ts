/**
 * Which curated typed activity a question means: every `when` group of the activity
 * must be named by the question (by a concept or its words) and none of its `unless` items; of
 * the activities that fit, the one that says the most (most groups) wins, then the first listed.
 *
 * A fit must rest on the activity's subject, not on words it shares with another matter
 * (docs/understanding.md "What's Illegal: wrong leads"):
 * - each group is named by its own words: one word never fills two groups ("the plant where I
 *   work" is not "grow" + "plant"), though a phrase may hold another group's word ("own gun");
 * - words used in another sense do not count alone (./senses.ts: "weed killer", "customs seal");
 * - at least one group is named by a word of the activity's own, not only by everyday words any
 *   post holds ("tell" + "pay" is not discussing pay with coworkers);
 * - a post that describes stealing, bribing or threatening is about that, unless the activity
 *   itself is ("slide chips up my sleeve at the casino" is not betting on sports).
 */
import { itemPhrases, phraseKey, readTyped, spansOf, type Span, type TypedText } from './words';
import type { TypedActivity } from './types';

export interface TypedMatch {
  activity: TypedActivity;
  /** Groups matched: how specific the match is. */
  groups: number;
  /** The activity's words (stemmed) that met its groups. */
  phrases: readonly string[];
}

/** Everyday words (stemmed) that say nothing of what an activity is about on their own. */
const EVERYDAY = new Set(
  [
    'tell',
    'say',
    'ask',
    'talk',
    'pay',
    'paid',
    'paying',
    'take',
    'get',
    'got',
    'keep',
    'have',
    'has',
    'make',
    'use',
    'give',
    'put',
    'go',
    'do',
    'want',
    'need',
    'call',
    'work',
    'job',
    'help',
    'run',
    'bring',
    'open',
    'read',
    'check',
    'share',
    'let',
    'leave',
    'hold',
    'move',
    'start',
    'money',
    'cash',
    'phone',
    'people',
    'someone',
    'thing',
    'stuff',
    'place',
    'drop',
    'pick up',
    'walk into',
    'go into',
    'on me',
    'with me',
    'deal',
    'trade',
    'post',
    'send',
    'pet',
    'score',
    'order',
    'show',
  ].map(phraseKey),
);

/** Conduct that makes a post about a different offence, when the activity is not itself about it. */
const OTHER_CONDUCT: readonly RegExp[] = [
  /\b(?:steal|steals|stealing|stole|stolen|swipe|swiped|pocket|pocketing|shoplift\w*|embezzl\w*|walk out with|walk off with|up my sleeve|help myself to|(?:grab|take|snatch) (?:\S+ ){0,5}?(?:off|from) (?:an? |the )?unattended)\b/,
  /\b(?:bribe\w*|kickbacks?|pay off|paying off|throw the game|fix the game|point shaving|(?:pay|paid|paying|give|giving|offer|offering) (?:\S+ ){0,6}?to (?:miss|lose|throw|shave|fix|look the other way|overlook))\b/,
  /\b(?:threat\w*|get hurt|gets hurt|or else|catch fire|break (?:his|her|their) legs|protection money|shake ?down|shaking down|extort\w*)\b/,
  // Moving the thing across a line is its own offence (lottery tickets, wagering slips, gambling devices).
  /^ *(?:ship|shipping|mail|mailing|import|importing|export|exporting|smuggle|smuggling|truck|haul|transport|transporting)\b|^ *bring(?:ing)? (?:\S+ ){0,8}?(?:across the border|into the (?:us|united states|country))\b/,
];

function plain(text: string): string {
  return ` ${text.toLowerCase().replace(/[’']/g, ' ').replace(/\s+/g, ' ')} `;
}

const ownConduct = new WeakMap<TypedActivity, readonly boolean[]>();
/** Which of OTHER_CONDUCT an activity is itself about (its label or its words name it). */
function conductOf(activity: TypedActivity): readonly boolean[] {
  let own = ownConduct.get(activity);
  if (!own) {
    const items = [...activity.when.flat(), ...(activity.unless ?? [])].flatMap((item) =>
      item.startsWith('@') ? itemPhrases(item) : [item],
    );
    const text = plain([activity.label, ...items].join(' | '));
    own = OTHER_CONDUCT.map((re) => re.test(text));
    ownConduct.set(activity, own);
  }
  return own;
}

const isEveryday = (span: Span) => EVERYDAY.has(span.phrase);
const contains = (a: Span, b: Span) => a.from <= b.from && b.to <= a.to && a.to - a.from > b.to - b.from;
/** Two groups share words only when one names a phrase that holds the other's word ("own gun" and "gun"). */
const clash = (a: Span, b: Span) => a.from < b.to && b.from < a.to && !contains(a, b) && !contains(b, a);

/** Whether each group can be named by its own words, one of them the activity's own. */
function groupsFit(groups: readonly Span[][]): boolean {
  const chosen: Span[] = [];
  const search = (g: number, subject: boolean): boolean => {
    if (g === groups.length) return subject;
    for (const span of groups[g]!) {
      if (chosen.some((c) => clash(c, span))) continue;
      chosen.push(span);
      const found = search(g + 1, subject || !isEveryday(span));
      chosen.pop();
      if (found) return true;
    }
    return false;
  };
  return search(0, false);
}

export function fits(activity: TypedActivity, typed: TypedText, post = ''): boolean {
  if (activity.unless?.some((item) => spansOf(typed, item).length > 0)) return false;
  const groups = activity.when.map((group) => group.flatMap((item) => spansOf(typed, item)));
  if (groups.some((spans) => spans.length === 0)) return false;
  if (!groupsFit(groups)) return false;
  const text = plain(post);
  const own = conductOf(activity);
  return !OTHER_CONDUCT.some((re, i) => !own[i] && re.test(text));
}

/** The best-fitting activity of `activities` for a typed question, if any fits. */
export function matchTyped(activities: readonly TypedActivity[], question: string): TypedMatch | undefined {
  const typed = readTyped(question);
  let best: TypedMatch | undefined;
  for (const activity of activities) {
    if (!fits(activity, typed, question)) continue;
    const groups = activity.when.length;
    if (!best || groups > best.groups) best = { activity, groups, phrases: [] };
  }
  if (best)
    best.phrases = [...new Set(best.activity.when.flatMap((group) => group.flatMap((item) => spansOf(typed, item).map((s) => s.phrase))))];
  return best;
}
