/**
 * The first paragraph of every answer: the answer itself in at most three plain
 * sentences, never an echo of the question.
 * - A federal question: what the best-matching guide says the law means, with the citation of
 *   the quoted subsection (or the section).
 * - A state-law question: "It depends on <state> law", that state law decides it, what usually
 *   varies by state, and the federal law that may also apply when one truly does.
 * - Nothing fits: that no federal law clearly answers it.
 */
import type { StateLawMatch } from './jurisdiction';
import { terms } from '../search/text';
import { sentences } from './text';

/** Sentences of a guide's summary used in the lead (the lead stays within three). */
export const LEAD_SUMMARY_SENTENCES = 2;

/** The heading paragraph above the federal sections of a state-law answer. */
export const ALSO_FEDERAL_HEADING = 'Federal law that may also apply:';

/** Says that state law decides the question: what the AI checker looks for in a first paragraph. */
export const SAYS_STATE_LAW =
  /\b(state(?:'s|’s)? (?:and local )?laws?|laws? of (?:your|the|each) state|state[- ]law|(?:your|each|every) state(?:'s|’s)? (?:own )?(?:law|rules|statutes|code)|varies? (?:by|from) state|differs? (?:by|from) state)\b/i;

export function federalLead(summary: string, citation: string, law?: { title: string; citation: string }, quoted?: string): string {
  const picked = sentences(law ? standAlone(summary, law) : summary).slice(0, LEAD_SUMMARY_SENTENCES);
  if (picked.length === 0) return `The closest federal law is ${citation}.`;
  const at = citedSentence(picked, citation, quoted, law?.title);
  picked[at] = `${picked[at]!.replace(/[.!?]+$/, '')} (${citation}).`;
  return picked.join(' ');
}

/**
 * The sentence the citation goes after: the one that names the quoted subsection, else the one
 * the quoted words carry (most words in common with the quotation beyond the guide's title), so an overtime lead cites § 207(a)(1) after the 40-hour rule and § 207(e)
 * after what the regular rate leaves out; the last sentence when nothing is quoted or it is a tie.
 */
function citedSentence(picked: readonly string[], citation: string, quoted: string | undefined, title = ''): number {
  const last = picked.length - 1;
  if (picked.length < 2) return last;
  // A sentence that names the quoted subsection or one above it ("… lists in 29 U.S.C. § 207(e)").
  const naming = picked.findIndex((s) =>
    [...s.matchAll(/\d+ U\.S\.C\. § [\w.-]+(?:\([^()\s]+\))+/g)].some(([named]) => citation.startsWith(named)),
  );
  if (naming >= 0) return naming;
  if (!quoted) return last;
  // The guide's title words ("debt collector", "contact") fit every sentence: they do not tell which one.
  const generic = new Set(terms(title));
  const words = new Set(terms(quoted).filter((t) => !generic.has(t)));
  const shared = picked.map((s) => new Set(terms(s).filter((t) => words.has(t))).size);
  const best = Math.max(...shared);
  return shared[last] === best ? last : shared.indexOf(best);
}

/** The Act a guide's title names ("Fair Labor Standards Act — overtime" → "the Fair Labor Standards Act"), if it names one. */
export function actName(title: string): string | undefined {
  const name = title.split(' — ')[0]!.trim();
  const part = /^(.+?), (Title [IVXL]+)$/.exec(name);
  const full = part ? `${part[2]} of the ${part[1]}` : name;
  if (!/\b(Act|Code)\b/.test(full) || full.length > 90) return undefined;
  return /^(Title|Section)\b/.test(full) ? full : `the ${full}`;
}

/**
 * A summary read on its own, as a lead, with nothing above it: the first "this section", "this
 * law" or "the Act" is given its name ("Because 42 U.S.C. § 2000e-2 bans …", "The Age
 * Discrimination in Employment Act covers …"); later ones then have it to refer to.
 */
export function standAlone(summary: string, law: { title: string; citation: string }): string {
  const act = actName(law.title);
  const section = law.citation.replace(/\(.*$/, '');
  const named = (replacement: string) => (match: string) => (/^[A-Z]/.test(match) ? capitalize(replacement) : replacement);
  let text = summary.replace(/\b[Tt]h(?:is|e) section\b/, named(section));
  if (act) text = text.replace(/\b[Tt]his (?:law|Act)\b|\b[Tt]he Act\b(?!\s+of\b)/, named(act));
  else text = text.replace(/\b[Tt]his law\b/, named(section));
  return text;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "It depends on Texas law: …" — at most three sentences. */
export function stateLead(match: StateLawMatch, stateName: string | undefined, federalWhy?: string): string {
  const whose = stateName ? `${stateName} law` : 'your state’s law';
  const first = `It depends on ${whose}: ${match.topic.label} are decided mainly by state law, not by a federal statute.`;
  const second = `What usually varies from state to state is ${match.topic.varies}.`;
  return [first, second, federalWhy ? `Federal law may also apply: ${federalWhy}` : ''].filter(Boolean).join(' ');
}

/** The paragraph after a state lead: where to read the state's law and the state-law chat. */
export function stateRoute(
  match: StateLawMatch,
  state: { name: string; statutoryCode: string; legislatureName: string } | undefined,
): string {
  if (!state) {
    // No picker is promised here: the tutor shows text only; /state-laws has its own state list.
    return `The state-law chat at /state-laws answers questions about ${match.topic.label} for the state you pick there, with links to that state’s own code. ${capitalize(match.topic.basis)}`;
  }
  return `${state.name}’s law is published in the ${state.statutoryCode.replace(/\s*\(.*\)\s*$/, '')}, with the ${state.legislatureName}’s own site beside it (links below); the state-law chat at /state-laws answers questions about ${state.name}. ${match.topic.basis}`;
}

export const NO_MATCH_LEAD =
  'No federal law in the library clearly answers this question, so rather than show weak matches, here is how to get a better answer.';

/** Rephrasing examples shown when nothing fits. */
export const REPHRASE_EXAMPLES = [
  'my landlord won’t rent to me because I have kids',
  'a debt collector keeps calling me at work',
  'my boss doesn’t pay overtime',
];

export function noMatchRephrase(): string {
  return `Try describing what happened in everyday words and who is involved, for example “${REPHRASE_EXAMPLES[0]}”, “${REPHRASE_EXAMPLES[1]}” or “${REPHRASE_EXAMPLES[2]}”, or name the law or its citation if you know it.`;
}

export const NO_MATCH_ROUTES =
  'Many everyday questions (deposits, repairs, divorce, traffic tickets, final paychecks) are decided by state law: the state-law chat at /state-laws covers them. Free legal aid organizations are listed at /legal-resources.';
