/**
 * A state-law topic named only in passing yields to the federal law the post asks about
 * (docs/understanding.md "Relevance and federal coverage"): a landlord's late fee in a post about
 * a collector cashing postdated checks early, a divorce among the reasons a return was not filed,
 * a brother who is a contractor in a post about grab bars. The state-law router (jurisdiction.ts)
 * reads words anywhere in the post; a post says what it is about in the sentences that ask.
 * The topic yields when none of those sentences names it, and the best law found is relevant and
 * names most of what they ask; or when the best law names many of the whole post's words.
 */
import { askingSentences, asksAboutRetaliation, isRetaliationLaw, punishedInStory } from '../search/topicRerank';
import type { LawSearchHit } from '../search/engine';
import { stateLawTopicOf, topicText, type StateLawMatch } from './jurisdiction';
import { isRelevant, relevance } from './relevance';
import type { RankedLaw } from './types';

/**
 * Share of the asking sentences' topic words the best law must name. On the sets (docs/understanding.md
 * "Seventh pass"), federal posts whose router topic was only in their story scored 0.43-0.88 and no
 * state-law post above 0.40 (a rear-ended driver's questions on the offline path, 0.30 on the
 * server's): 0.42 sits in that gap (0.5 before left federal posts scoring 0.43-0.45 to "state law").
 */
const ASKED_SHARE = 0.42;
/** And at least this many of them. */
const ASKED_MATCHED = 3;
/**
 * A long post often asks in short, bare sentences ("Who's right?", "How fast?") that name nothing, while its story is
 * about one federal program: the best law then names many of the whole post's own words. On the tuned sets
 * (docs/understanding.md "Twelfth pass (s13): a state-law word in a federal story"), no state-law post's best
 * federal law names more than 8 of its words, and the federal posts routed to state law by one story word
 * ("divorced", "passed away", "child support", "final pay") name 9-16. The topic yields at 10 when only the story
 * names it, and at 12 when the asking sentences name it too (they are then half about the state matter).
 */
const WHOLE_MATCHED_STORY = 10;
const WHOLE_MATCHED_ASKED = 12;

export function namedInPassing(question: string, match: StateLawMatch, ranked: readonly RankedLaw[]): boolean {
  const asking = askingSentences(question);
  if (asking.length === 0) return false;
  // A complaint, then a punishment that happened, asked about: whether the punishment was lawful is the federal
  // anti-retaliation section's question, whatever the firing or the last paycheck says to the router.
  if (
    ranked[0] &&
    asksAboutRetaliation(question) &&
    punishedInStory(question) &&
    isRetaliationLaw(ranked[0] as LawSearchHit) &&
    isRelevant(question, ranked)
  )
    return true;
  // What the post asks, read alone, is a state-law question (any topic, not only the one found).
  const askedIsState =
    !!stateLawTopicOf(asking.join(' ')) || asking.some((sentence) => match.topic.match.some((re) => re.test(topicText(sentence))));
  // The whole post is about the best law found: the state word is one detail of a federal story.
  const whole = relevance(question, ranked);
  const relevant = isRelevant(question, ranked, whole);
  if (whole.matched >= (askedIsState ? WHOLE_MATCHED_ASKED : WHOLE_MATCHED_STORY) && relevant) return true;
  if (askedIsState) return false;
  // The asking sentences first: they are short, and most posts stop here.
  const asked = relevance(asking.join(' '), ranked);
  return asked.matched >= ASKED_MATCHED && asked.share >= ASKED_SHARE && relevant;
}
