/**
 * The words of an activity as the offence finder (./finder.ts) reads them: each reduced to its
 * stem, the past tense of an irregular verb met as its base, and the words that say nothing about
 * which offence it is left out of its topic. Pure: no I/O.
 */
import { stemmer } from 'stemmer';
import { normalizeText, terms, tokenize } from '../../search/text';
import { fillerTerms } from '../penaltySearch';

/**
 * Irregular verbs people type in the past tense ("stole", "sold", "took"): each form meets its
 * base ("steal") in what an entry needs and in its words. "Stolen" stays itself: it says what a
 * thing is (a stolen car), not that the person steals.
 */
const IRREGULAR =
  'steal stole|take took taken|lie lies lied lying|die dies died dying|tie ties tied tying|sell sold|buy bought|bring brought|give gave given|hide hid hidden|make made|' +
  'drive drove driven|fly flew flown|run ran|get got gotten|keep kept|send sent|pay paid|throw threw thrown|' +
  'break broke broken|sink sank sunk|shoot shot|swim swam|leave left|tell told|write wrote written|dig dug|' +
  'catch caught|fight fought|bite bit bitten|blow blew blown|ride rode ridden|sneak snuck|find found|hold held|' +
  'lend lent|spend spent|sit sat|stand stood|win won|wear wore worn|tear tore torn|light lit|feed fed|' +
  // Everyday words with one meaning here, met as the word the entries use.
  'steal swipe swiped pilfer shoplift snatch nab purloin|buy purchase|hide stash|fake phony bogus|lie fib|' +
  'gun firearm|boat skiff dinghy rowboat motorboat speedboat|car automobile sedan|police cop cops|money dough bucks';
let irregular: Map<string, string> | undefined;
export function canon(stem: string): string {
  irregular ??= new Map(
    IRREGULAR.split('|').flatMap((forms) => {
      const [base, ...others] = forms.split(' ').map((w) => stemmer(w));
      return others.map((o) => [o, base!] as [string, string]);
    }),
  );
  return irregular.get(stem) ?? stem;
}

/** A text's words, each reduced to its stem, stop words kept (a need may be a phrase: "get back", "for someone"). */
export function stems(text: string): string[] {
  return tokenize(text).map((w) => canon(stemmer(w)));
}

/**
 * Words that say how the person feels or hedges, not what they do ("nobody would ever know",
 * "even though", "exactly like the real thing"): left out of the activity's topic, so a long
 * sentence is not diluted by them (what an entry needs is still read from every word).
 */
const CONTENT_FILLER =
  'nobody anybody anyone everyone everybody anything everything something nothing ever even though although ' +
  'instead real really exactly totally basically literally supposed else every each whole chunk around ' +
  'cool awesome super ok okay probably definitely obviously since bother anyway anyways sure able ' +
  'theyll theyre theyd youll youre ive im weve';
let contentFiller: ReadonlySet<string> | undefined;
function isFiller(term: string): boolean {
  contentFiller ??= new Set(terms(CONTENT_FILLER));
  // A bare number (an amount, a count, "4th") tells no offence apart; a section number is read from the needs.
  return fillerTerms().has(term) || contentFiller.has(term) || /^\d+(?:st|nd|rd|th|s)?$/.test(term);
}

/** The activity's topic words: its stems without the words that say nothing about which offence it is. */
export function topicWords(activity: string): Set<string> {
  // An age is not a bare number: "my 16 year old" stays a topic word.
  return new Set(
    terms(ageJoined(normalizeText(activity)))
      .filter((t) => !isFiller(t))
      .map(canon),
  );
}

/** "my 16 year old" -> "my 16yearold": an age is one topic word, in activities and entries alike. */
export function ageJoined(text: string): string {
  return text.replace(/\b(\d+)[ -]?(?:year|yr)s?[ -]old\b/g, '$1yearold');
}
