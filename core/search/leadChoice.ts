/**
 * Choosing the lead among the gate's first candidates (docs/understanding.md "Fifth pass"): which
 * sections are one Act's, the sibling whose own subject names more of what the post asks, and a
 * candidate of any Act that names far more of it. Run inside the gate (./topicRerank.ts).
 */
import type { LawSearchHit } from './engine';
import { subjectIntent } from './topicWords';

/** Candidates near the top whose order among one Act's sections is reconsidered. */
export const SIBLING_DEPTH = 5;
/** How much more of the post a sibling's subject must name to take the lead (1.2-1.5 kept fewer). */
const SIBLING_MARGIN = 1.1;

const sectionNumber = (hit: LawSearchHit) => Number.parseInt(hit.record.usc.section, 10);
/**
 * Two sections of one Act: the same acronym (the key laws), two guides whose titles name the same
 * Act (Social Security Act §§ 404 and 423, the Internal Revenue Code's §§ 6159 and 6330, USERRA's
 * §§ 4311 and 4312), or one title's sections sharing a number (15 U.S.C. §§ 1681i and 1681m,
 * 42 U.S.C. §§ 2000e-2 and 2000e-3). Sections merely close in number were tried: neighbouring
 * Acts (29 U.S.C. § 207 and § 254) then traded leads; the Act a guide names keeps them apart
 * (the Fair Labor Standards Act, the Portal-to-Portal Act).
 */
export function sameAct(a: LawSearchHit, b: LawSearchHit): boolean {
  if (a.record.usc.title !== b.record.usc.title) return false;
  if (a.record.act && b.record.act) return a.record.act === b.record.act;
  const act = guideAct(a);
  if (act && act === guideAct(b)) return true;
  return sectionNumber(a) === sectionNumber(b);
}

/** The Act a guide's title names before its dash ("Social Security Act — …"). */
export function guideAct(hit: LawSearchHit): string | undefined {
  const dash = hit.record.title.indexOf(' — ');
  return hit.record.kind === 'guide' && dash > 0 ? hit.record.title.slice(0, dash) : undefined;
}

/** The Act a law belongs to, as sameAct reads it (a guide's Act, the key laws' acronym, else its title and section number). */
export function actOf(hit: LawSearchHit): string {
  return guideAct(hit) ?? hit.record.act ?? `${hit.record.usc.title}/${sectionNumber(hit)}`;
}

/**
 * When the leader's Act has other sections near the top, the one whose own subject (title,
 * heading, keywords, plain-English phrasings: not the summary) names more of what the post asks
 * (a dispute, a stolen card's charges, a levy's hearing) leads, by SIBLING_MARGIN at least:
 * words every section of the Act shares cancel out, and what the post asks outweighs its
 * background. The rest keep their order.
 */
export function chooseAmongSiblings(weights: ReadonlyMap<string, number>, hits: LawSearchHit[]): LawSearchHit[] {
  const lead = hits[0];
  if (!lead) return hits;
  const slots = hits.slice(0, SIBLING_DEPTH).flatMap((h, i) => (i === 0 || sameAct(lead, h) ? [i] : []));
  if (slots.length < 2) return hits;
  const scored = slots.map((i) => ({ hit: hits[i]!, intent: subjectIntent(weights, hits[i]!) }));
  const best = scored.reduce((a, b) => (b.intent > a.intent ? b : a));
  if (best.hit === lead || best.intent < SIBLING_MARGIN * scored[0]!.intent) return hits;
  return leadWith(best.hit, hits);
}

/** Candidates, of any Act, that may take the lead for naming what the post asks. */
export const ANSWER_DEPTH = 3;
/**
 * How much more of what the post asks a candidate's own subject must name. 1.5 until the section
 * cards: with them, 1.4 lets the section that names far more of the question lead (a Deaf patient's
 * interpreter over FMLA's medical certification; a schedule change for a disability over FMLA's
 * definitions) and lost no lead on any set (docs/understanding.md "Ninth pass"); 1.2 and 1.7 kept fewer.
 */
const ANSWER_MARGIN = 1.4;

/**
 * The lead answers what the person asks: among the first ANSWER_DEPTH candidates, one whose own
 * subject (title, heading, keywords, plain-English phrasings) names ANSWER_MARGIN times as much of
 * the post's words as the leader's, what it asks at full weight and its background at half, takes the
 * lead ("Can a debt collector add a fee for paying them?" -> the collection-fee section over the
 * electronic-transfer one the story's debit card brought up). The margin is wider than between one
 * Act's sections (SIBLING_MARGIN): another Act's words are not shared ones that cancel out.
 */
export function answerWhatIsAsked(weights: ReadonlyMap<string, number>, hits: LawSearchHit[]): LawSearchHit[] {
  const lead = hits[0];
  if (!lead) return hits;
  const leadIntent = subjectIntent(weights, lead);
  let best = lead;
  let bestIntent = leadIntent;
  for (const hit of hits.slice(1, ANSWER_DEPTH)) {
    const intent = subjectIntent(weights, hit);
    if (intent > bestIntent) [best, bestIntent] = [hit, intent];
  }
  if (best === lead || bestIntent < ANSWER_MARGIN * leadIntent) return hits;
  return leadWith(best, hits);
}

/** The hits with `lead` first, the rest in their order. */
export function leadWith(lead: LawSearchHit, hits: readonly LawSearchHit[]): LawSearchHit[] {
  return [lead, ...hits.filter((h) => h !== lead)];
}
