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
 * ranking and the offline worker's run it alike. Its parts: the post's and each law's words
 * (./topicWords.ts), what the post asks (./asking.ts), the lead among the first candidates
 * (./leadChoice.ts), the role the post asks of the law (./questionRole.ts) and the anti-retaliation
 * lead (./retaliationLead.ts).
 */
import { askWeights } from './asking';
import type { LawIndex, LawSearchHit } from './engine';
import { unnamedGroupTest } from './groupLaws';
import { answerWhatIsAsked, chooseAmongSiblings } from './leadChoice';
import { chooseByRole } from './questionRole';
import { asksAboutRetaliation, retaliationFirst } from './retaliationLead';
import { coverage, pairs, topicWeights } from './topicWords';

// The gate's parts, for the callers that read one of them (the answer path, What's Illegal, tests).
export { askingSentences, askWeights } from './asking';
export { ANSWER_DEPTH, SIBLING_DEPTH, sameAct } from './leadChoice';
export { asksAboutRetaliation, isRetaliationLaw, punishedInStory, RETALIATION_DEPTH } from './retaliationLead';
export { coverage, isIncidental, pairs, subjectIntent, topicWeights } from './topicWords';

/** How much of the blend the topic coverage takes (the rest is the ranking's own score). */
export const COVERAGE_WEIGHT = 0.5;
/** Candidates re-ordered (the ranking's best; the rest keep their order below them). */
export const RERANK_DEPTH = 40;
/** A law whose shared words are all incidental keeps this share of its blended score. */
const INCIDENTAL_ONLY = 0.3;
/** Posts with fewer topic words keep the ranking's order (the gate is for posts, not keywords). */
export const GATE_MIN_WORDS = 15;

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
  // The role the post asks of the law (a deadline, a remedy) picks among the leader's Act's sections last.
  const ordered = asksAboutRetaliation(question)
    ? retaliationFirst(question, asked, head, siblings)
    : chooseByRole(question, answerWhatIsAsked(asked, siblings));
  return [...pinned, ...ordered, ...rest.slice(RERANK_DEPTH)];
}
