/**
 * Retaliation told as what happened (docs/understanding.md "Fifth pass"): a post that tells a
 * complaint and then a punishment, and asks about the punishment, is led by the anti-retaliation
 * section of the Act the complaint was about. Run inside the gate (./topicRerank.ts); the answer
 * reads the same post this way (core/answer/inPassing.ts).
 */
import { askingSentences } from './asking';
import { complaintGround } from './complaintGround';
import type { LawSearchHit } from './engine';
import { actOf, leadWith } from './leadChoice';
import { namesPunishment, tellsRetaliation } from './synonyms';
import { termSetOnFirstUse, terms } from './text';
import { isIncidental, lawTerms, subjectIntent } from './topicWords';

/**
 * A post that tells a complaint and then a punishment, and asks about the punishment (the
 * sentences that ask name it: "can they fire me for...", "is it legal to cut my hours because...").
 * A punishment told in passing ("some of the girls say they can get fired for complaining") leaves
 * the post about what it asks.
 */
export function asksAboutRetaliation(question: string): boolean {
  if (!tellsRetaliation(question)) return false;
  const asking = askingSentences(question);
  return asking.length === 0 || asking.some((sentence) => namesPunishment(sentence.replace(FEARED, ' ')));
}

/** Whether the post's story (the sentences that do not ask) tells a punishment that happened. */
export function punishedInStory(question: string): boolean {
  const asking = new Set(askingSentences(question));
  const story = question.split(/(?<=[.?!\n])\s+/).filter((sentence) => !asking.has(sentence));
  return story.some((sentence) => namesPunishment(sentence.replace(FEARED, ' ')));
}

/** A punishment feared, not suffered ("who do I report this to without getting my son fired"). */
const FEARED = /\b(?:without|afraid|scared|worried|fear)\b[^.?!,;]{0,40}/gi;

/** Candidates among which an anti-retaliation section may take the lead. */
export const RETALIATION_DEPTH = 10;
const retaliationTerm = termSetOnFirstUse('retaliation fired');
const retaliationWord = termSetOnFirstUse('retaliation');

/** Whether a law's own subject (title, heading, keywords, phrasings) is retaliation. */
export function isRetaliationLaw(hit: LawSearchHit): boolean {
  const { subject } = lawTerms(hit);
  for (const t of retaliationTerm()) if (subject.has(t)) return true;
  return false;
}

/**
 * A post that tells a complaint and then a punishment asks whether the punishment is lawful: the
 * anti-retaliation section of the law the complaint was about answers it, not the law on the
 * complaint's subject (overtime, harassment, safety) or another Act's retaliation rule. An
 * anti-retaliation section is one whose own subject names retaliation or a firing ("fired for jury
 * duty"). Among the first RETALIATION_DEPTH candidates, each such section's Act is weighed by the
 * most of the post's own telling words any of its sections' own subject names (what the post asks
 * at full weight, its background at half; not the summary, whose everyday words matched "run" and
 * "work" in a post about a family-run car wash): the Fair Labor Standards Act's
 * overtime section for an unpaid-overtime complaint, Title VII's harassment section for a
 * harassment complaint, though the background tells of forklifts and a safety write-up. The section
 * of the Act the post is most about leads (the leader on a tie), the rest keep their order.
 */
export function retaliationFirst(
  question: string,
  asked: ReadonlyMap<string, number>,
  head: readonly LawSearchHit[],
  hits: LawSearchHit[],
): LawSearchHit[] {
  const found = hits.slice(0, RETALIATION_DEPTH).filter(isRetaliationLaw);
  if (found.length === 0) return hits;
  // The person's own ground (a disability, an age: ./complaintGround.ts) names the Act the complaint
  // was about when the charge's words ("EEOC", "filed a charge") are every such Act's.
  const ground = complaintGround(question);
  // Of that Act's sections, one about retaliation itself before one that names a firing (the ADA's
  // § 12203 before its § 12112, whose phrasings say "fired for a disability").
  const onGround = ground ? found.filter((h) => h.record.categoryId === ground) : [];
  const retaliationOnly = onGround.filter((h) => [...retaliationWord()].some((t) => lawTerms(h).subject.has(t)));
  const candidates = retaliationOnly.length > 0 ? retaliationOnly : onGround.length > 0 ? onGround : found;
  // The post's own telling words only: the retaliation words its story brought in (expandSynonyms)
  // are shared by every anti-retaliation section, and "work" or "job" by every employment law.
  const said = new Set(terms(question));
  const own = new Map([...asked].filter(([t]) => said.has(t) && !isIncidental(t)));
  const actWeight = new Map<string, number>();
  for (const hit of head) {
    const act = actOf(hit);
    actWeight.set(act, Math.max(actWeight.get(act) ?? 0, subjectIntent(own, hit)));
  }
  const weightOf = (hit: LawSearchHit) => actWeight.get(actOf(hit)) ?? 0;
  const best = candidates.reduce((a, b) => (weightOf(b) > weightOf(a) ? b : a));
  return leadWith(best, hits);
}
