import type { NextStep } from '../schemas/legal';
import { documentsFor } from './documents';
import { isOfficialUrl } from './format';
import type { ComposableLaw } from './types';

export const MIN_NEXT_STEPS = 3;
export const MAX_NEXT_STEPS = 5;

/** Always offered: the Legal Resources page (spec part 2) lists free legal aid. */
export const LEGAL_AID_STEP: NextStep = {
  title: 'Find free legal help',
  description:
    'Free legal aid organizations and lawyer referral services are listed at /legal-resources. Many aid services have income limits; an attorney can tell you how the law applies to your situation.',
};

const BROWSE_STEP: NextStep = {
  title: 'Browse related federal laws',
  description: 'Open the Federal Laws Database at /federal-laws to browse laws by category or search the whole U.S. Code.',
};

// Agency pages made for complaints (vs. an agency's home page, which is "Contact ...").
const COMPLAINT_PAGE = /complaint|report|fraud|identitytheft|tips?\b/i;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const withArticle = (name: string) => (/^the\s/i.test(name) ? name : `the ${name}`);

/**
 * 3-5 next steps for the laws an answer cites, in this order: complain to the federal agency a
 * guide names (only agencies and URLs that come from the records themselves), gather the
 * documents that matter for the top law's topic, read the official text, find free legal aid.
 */
export function nextStepsFor(laws: readonly ComposableLaw[]): NextStep[] {
  const steps: NextStep[] = [];
  const top = laws[0];
  if (!top) return noResultSteps();

  // At most two agencies, each named once (the best-ranked law's page for it), in rank order.
  const agencies = new Map<string, { law: ComposableLaw; url: string }>();
  for (const law of laws) {
    const agency = law.agency;
    const key = agency?.name.trim().toLowerCase();
    if (agency && key && isOfficialUrl(agency.url) && !agencies.has(key) && agencies.size < 2) {
      agencies.set(key, { law, url: agency.url });
    }
  }
  for (const { law, url } of agencies.values()) {
    const name = withArticle(law.agency!.name.trim());
    steps.push(
      COMPLAINT_PAGE.test(url)
        ? {
            title: `File a complaint with ${name}`,
            description: `For problems under ${law.citation}, you can file a complaint with ${name} online: ${url}`,
          }
        : {
            title: `Contact ${name}`,
            description: `${capitalize(name)} is the federal agency named for ${law.citation}. Its official site: ${url}`,
          },
    );
  }

  steps.push({ title: 'Gather your documents', description: documentsFor(top.categoryId ?? top.category) });

  const official = laws.find((l) => isOfficialUrl(l.government_source));
  if (official) {
    steps.push({
      title: 'Read the official text',
      description: `Read ${official.citation} (${official.title}) in the official U.S. Code: ${official.government_source}`,
    });
  }

  if (steps.length + 1 < MIN_NEXT_STEPS) steps.push(BROWSE_STEP);
  // Up to 2 agencies + documents + official text + legal aid: never more than MAX_NEXT_STEPS.
  steps.push(LEGAL_AID_STEP);
  return steps;
}

/** The state-law chat, for the user's state when it is known. */
export function stateChatStep(topic: string | undefined, stateName: string | undefined): NextStep {
  const about = topic ? ` about ${topic}` : '';
  return {
    title: stateName ? `Ask about ${stateName} law` : 'Ask about your state’s law',
    description: stateName
      ? `The state-law chat at /state-laws answers questions${about} for ${stateName}, with links to the state’s own code.`
      : `The state-law chat at /state-laws answers questions${about} for the state you choose, with links to the state’s own code.`,
  };
}

/** A state-law question: the state-law chat, the federal law that may apply, documents, legal aid. */
export function stateLawSteps(topic: string, stateName: string | undefined, federal: readonly ComposableLaw[]): NextStep[] {
  const steps: NextStep[] = [stateChatStep(topic, stateName)];
  const official = federal.find((l) => isOfficialUrl(l.government_source));
  if (official) {
    steps.push({
      title: 'Read the federal law that may apply',
      description: `Read ${official.citation} (${official.title}) in the official U.S. Code: ${official.government_source}`,
    });
  }
  steps.push({ title: 'Gather your documents', description: documentsFor(federal[0]?.categoryId ?? '') });
  steps.push(LEGAL_AID_STEP);
  return steps;
}

/** Nothing matched: help the user ask again, ask about state law, or get a person to help. */
export function noResultSteps(): NextStep[] {
  return [
    {
      title: 'Rephrase your question',
      description:
        'Describe what happened in everyday words (for example "my landlord kept my deposit"), or name the law or citation if you know it (for example "FDCPA" or "42 U.S.C. § 3604").',
    },
    stateChatStep(undefined, undefined),
    BROWSE_STEP,
    LEGAL_AID_STEP,
  ];
}
