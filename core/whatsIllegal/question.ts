/**
 * The question of "101 What's Illegal" (spec part 2 §5): built as
 * "Is it illegal to {activity} in the state of {state name}?", and read back by the server to
 * find the activity. Light (no knowledge, no corpus): the screen imports it directly.
 */
import { activityTemplates, type ActivityTemplate } from '../data/activities';

export function buildQuestion(activity: string, stateName: string): string {
  return `Is it illegal to ${activity} in the state of ${stateName}?`;
}

// Greedy activity: an activity that itself says "in the state of" keeps its words; the state is
// what follows the last one.
const QUESTION = /^\s*is it illegal to\b([\s\S]*)\bin the state of\b([\s\S]*?)\?\s*$/i;

export interface ParsedQuestion {
  /** Trimmed; '' when the question names no activity. */
  activity: string;
  /** The state name the question ends with, when it has the spec's form. */
  stateName: string | null;
}

/** The activity (and state name) of a question; a question of another form is all activity. */
export function parseQuestion(question: string): ParsedQuestion {
  const match = QUESTION.exec(question);
  if (match) return { activity: clean(match[1] ?? ''), stateName: clean(match[2] ?? '') || null };
  return { activity: clean(question.replace(/^\s*is it illegal to\b/i, '').replace(/\?\s*$/, '')), stateName: null };
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Words that do not change which activity is meant ("fly my drone" = "fly a drone"). */
const FILLER = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'their', 'to', 'someone', 's']);

/** Lower case, letters and digits only, filler words dropped: how typed activities are compared. */
export function normalizeActivity(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !FILLER.has(word))
    .join(' ');
}

/** Other everyday ways of naming a template (matched whole, after normalizeActivity). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  jaywalk: ['jaywalking', 'cross street outside crosswalk', 'cross road outside crosswalk'],
  record: [
    'record conversation without consent',
    'record phone call without consent',
    'secretly record someone',
    'record people without consent',
    'record someone without their consent',
  ],
  drone: ['drone', 'fly drones', 'flying drone', 'flying drones'],
  camp: [
    'camp in public park',
    'camp in park',
    'camping in park',
    'camp in parks',
    'camp in national forest',
    'camping in national forest',
    'camp in national park',
    'camp on blm land',
  ],
  'collect-rainwater': ['rainwater harvesting', 'harvest rainwater', 'collect rain water', 'rain barrel'],
  'feed-homeless': ['feed homeless people', 'feed homeless', 'feeding homeless'],
  'own-exotic': [
    'own exotic pet',
    'exotic pets',
    'keep exotic pet',
    'owning exotic pet',
    'ferret',
    'fennec fox',
    'pet fox',
    'sugar glider',
    'hedgehog',
    'pet monkey',
    'monkey as pet',
    'serval',
    'kinkajou',
    'capybara',
    'wallaby',
    'pet alligator',
  ],
  'ride-bike': ['ride bike on sidewalk', 'ride bicycle on sidewalk', 'bike on sidewalk', 'cycle on sidewalk'],
  'burn-flag': ['burn flag', 'burn american flag', 'flag burning', 'burn us flag'],
  'text-drive': ['text and drive', 'texting and driving', 'texting while driving'],
  'gamble-online': ['online gambling', 'bet online', 'online sports betting'],
  'sell-lemonade': ['sell lemonade', 'run lemonade stand', 'lemonade stand'],
  'hunt-sunday': ['hunt on sundays', 'sunday hunting'],
  'wear-mask': ['wear mask', 'wearing mask in public'],
  'metal-detect': ['metal detect in parks', 'metal detecting in parks', 'metal detect in park', 'use metal detector in park'],
  'idle-car': ['idle car', 'idle my car', 'let car idle', 'leave car running', 'car idling'],
  'fish-no-license': ['fish without fishing license', 'fishing without license'],
  panhandle: ['panhandling', 'beg for money', 'ask for money on street'],
  'sleep-car': ['sleep in car', 'sleeping in car', 'live in car'],
  'drink-public': ['drink in public', 'drinking in public', 'open container'],
  'smoke-beach': ['smoke on beach', 'smoking on beach'],
  skateboard: ['skateboard', 'skateboarding', 'skateboard on sidewalk'],
  'honk-horn': ['honk horn', 'honk car horn', 'honking'],
  'garage-sale': ['have garage sale', 'yard sale', 'hold yard sale'],
  'bury-pet': ['bury pet', 'bury pet in backyard', 'bury dog in backyard', 'bury cat in backyard'],
};

const templateByWords: ReadonlyMap<string, ActivityTemplate> = (() => {
  const map = new Map<string, ActivityTemplate>();
  for (const template of activityTemplates) {
    for (const words of [template.activity, template.label, template.id.replace(/-/g, ' '), ...(ALIASES[template.id] ?? [])]) {
      const key = normalizeActivity(words);
      if (key && !map.has(key)) map.set(key, template);
    }
  }
  return map;
})();

/**
 * Every template phrase as a set of words, longest first: a typed activity holding all the words
 * of one ("fly a drone over a neighbor's house" holds "drone"; "camp in the national forest for
 * three weeks" holds "camp in national forest") is a paraphrase of that template.
 */
const templatePhrases: readonly { words: readonly string[]; template: ActivityTemplate }[] = (() => {
  const phrases: { words: string[]; template: ActivityTemplate }[] = [];
  for (const template of activityTemplates) {
    for (const words of [template.activity, template.label, ...(ALIASES[template.id] ?? [])]) {
      const key = normalizeActivity(words);
      if (key) phrases.push({ words: key.split(' '), template });
    }
  }
  return phrases.sort((a, b) => b.words.length - a.words.length);
})();

/**
 * The template a typed activity paraphrases: all the words of one of its phrases appear in it.
 * Asked after the curated typed activities (a drone near an airport is its own activity).
 */
export function matchActivityLoosely(text: string): ActivityTemplate | undefined {
  const words = new Set(normalizeActivity(text).split(' '));
  return templatePhrases.find((p) => p.words.every((w) => words.has(w)))?.template;
}

/** The template a typed activity names (its phrase, label or a common variant), if any. */
export function matchActivity(text: string): ActivityTemplate | undefined {
  return templateByWords.get(normalizeActivity(text));
}
