/**
 * The everyday phrases of ./everyday.json (reviewed data: a named country is a foreign country,
 * "oxy" and "molly" are drugs, "fudged" is false) as the offence finder (./finder.ts) reads them:
 * found in a text (not after a word they must not follow), each adding the word the entries use
 * for it, and, for a phrase that names an act, the phrase's words counted for an entry that needs
 * that act. Pure: no I/O.
 */
import { normalizeText } from '../../search/text';
import everydayData from './everyday.json';
import { stems, topicWords } from './words';

interface Everyday {
  say: string[];
  adds: string;
  notAfter?: string[];
  /**
   * The phrase names what is done (to fudge is to state what is false, to sneak onto is to enter):
   * an entry that needs the act names the phrase's words too (conceptSources). A kind of thing (a
   * drug, a country, an agency) meets every entry about it alike and is not such evidence.
   */
  act?: boolean;
}
type EverydayWords = { adds: string; notAfter: readonly string[]; act: boolean };
let everyday: { pattern: RegExp; adds: Map<string, EverydayWords> } | undefined;
/** The everyday phrases of ./everyday.json a text names, each with the words it adds (not after a word it must not follow). */
export function everydayFound(text: string): { phrase: string; adds: string; offset: number; act: boolean }[] {
  if (!everyday) {
    const adds = new Map<string, EverydayWords>();
    for (const { say, adds: words, notAfter = [], act = false } of everydayData as Everyday[])
      for (const phrase of say) adds.set(normalizeText(phrase), { adds: words, notAfter, act });
    const alternatives = [...adds.keys()].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    everyday = { pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu'), adds };
  }
  const { pattern, adds } = everyday;
  const found: { phrase: string; adds: string; offset: number; act: boolean }[] = [];
  for (const m of text.matchAll(pattern)) {
    const entry = adds.get(m[0])!;
    const before = text.slice(0, m.index).trimEnd().split(' ').pop() ?? '';
    if (!entry.notAfter.includes(before)) found.push({ phrase: m[0], adds: entry.adds, offset: m.index, act: entry.act });
  }
  return found;
}

/** People type "ill" and "i'll", "dont" and "don't": everyday phrases are read without apostrophes. */
function unquoted(text: string): string {
  return text.replace(/['\u2019]/g, '');
}

/**
 * The everyday words of ./everyday.json (reviewed data: a named country is a foreign country, "oxy"
 * and "molly" are drugs, "fudged" is false, a Cessna is an aircraft) keep their place and add the
 * word the entries use for them, in one pass: the entries' needs and descriptions name the concept
 * ("foreign", "drugs", "false"), people name the thing. Read for what an entry needs, on activities
 * and entries' needs alike (after ./synonyms.json).
 */
export function withEveryday(text: string): string {
  text = unquoted(text);
  let out = '';
  let at = 0;
  for (const { phrase, adds, offset } of everydayFound(text)) {
    out += `${text.slice(at, offset)}${phrase} ${adds}`;
    at = offset + phrase.length;
  }
  return out + text.slice(at);
}

/**
 * The activity's everyday phrases that name an act an entry may need ("sneak onto" is to enter,
 * "fudged" is false): each added concept word (a stem) with the topic words of each phrase that
 * adds it. An entry that needs the act, and meets that need only through the phrase, names the
 * phrase's words too (docs/understanding.md "Eleventh pass"): meeting what the section forbids is
 * evidence, counted once (not when the entry already names a word of the phrase).
 */
export function conceptSources(activity: string): Map<string, string[][]> {
  const sources = new Map<string, string[][]>();
  for (const { phrase, adds, act } of everydayFound(unquoted(activity))) {
    if (!act) continue;
    const words = [...topicWords(phrase)];
    for (const concept of stems(adds)) sources.set(concept, [...(sources.get(concept) ?? []), words]);
  }
  return sources;
}
