import type { WhatsIllegalRequest, WhatsIllegalResponse } from '../../core/schemas/whatsIllegal';
import { answerWhatsIllegal } from '../../core/whatsIllegal';
import { formatCitation } from '../../core/laws/links';
import { penaltySentence, readPenalties } from '../../core/penalties/readPenalty';
import { rankedFederal, resolveCorpusSection, searchCorpusFederal } from '../../core/whatsIllegal/corpus';
import { catalogueOffences, foundOffences } from '../../core/whatsIllegal/foundOffences';
import { dangerIn, withSafetyAnswer } from '../../core/safety/danger';
import type { Ai } from '../ai';
import { stateLawAnswer } from '../ai/stateLawAnswer';
import { getLawText, type SectionText } from '../lawText';
import { questionQuery, type TextSearch } from '../textSearch';
import { lawIndex } from './legalIndex';

/**
 * One request's reading of the official text: each section read once, for the penalty it states
 * and for its heading and text (an activity read against what a section forbids, then shown with
 * its penalty, needs both). Made per request: nothing is kept between requests.
 */
function officialText() {
  const sections = new Map<string, Promise<SectionText | undefined>>();
  const penalties = new Map<string, Promise<string | undefined>>();
  const read = (title: number, section: string) => {
    const key = `${title}/${section}`;
    let found = sections.get(key);
    if (!found) sections.set(key, (found = getLawText().section(title, section)));
    return found;
  };
  return {
    /** The penalty a section's official text states. */
    penaltyOf: (title: number, section: string): Promise<string | undefined> => {
      const key = `${title}/${section}`;
      let penalty = penalties.get(key);
      if (!penalty) {
        penalty = read(title, section).then((found) =>
          found ? penaltySentence(formatCitation(title, section), readPenalties(found.text)) : undefined,
        );
        penalties.set(key, penalty);
      }
      return penalty;
    },
    /** A section's official heading and text, for reading an activity against what it forbids. */
    sectionText: async (title: number, section: string): Promise<{ heading: string; text: string } | undefined> => {
      const found = await read(title, section);
      return found ? { heading: found.heading, text: found.text } : undefined;
    },
  };
}

/**
 * The local engine with the law corpus at hand: cited sections confirmed, typed activities
 * searched in the headings and guides, then, when that finds nothing and the full-text index is
 * ready, in the official text (never started from here: the law search starts it); when none of
 * that finds a law, the sections that carry a criminal penalty (core/whatsIllegal/foundOffences.ts).
 */
export async function localAnswer(request: WhatsIllegalRequest, textSearch?: () => TextSearch): Promise<WhatsIllegalResponse> {
  const { penaltyOf, sectionText } = officialText();
  return answerWhatsIllegal(request, {
    engine: 'built-in',
    resolveSection: resolveCorpusSection,
    penaltyOf,
    searchOffences: (activity) => foundOffences(activity, { resolveSection: resolveCorpusSection, penaltyOf }),
    findOffence: (activity, ask) => catalogueOffences(activity, { resolveSection: resolveCorpusSection, penaltyOf, sectionText }, ask),
    searchFederal: async (activity) => {
      const found = searchCorpusFederal(await lawIndex(), activity);
      const search = textSearch?.();
      if (found.length || !search || search.state !== 'ready') return found;
      const match = questionQuery(activity);
      if (!match) return found;
      try {
        return rankedFederal(activity, await search.rank(match, 10));
      } catch {
        return found;
      }
    },
  });
}

/**
 * "101 What's Illegal"'s answer, apart from HTTP: the local engine's, worded by the model when one
 * is configured (its statute, penalty and sources stay the engine's; any failure gives the engine's
 * answer with a notice). A question that signals danger opens with the crisis or emergency line.
 */
export async function askWhatsIllegal(
  request: WhatsIllegalRequest,
  user: { id: string },
  { ai, textSearch }: { ai: Ai | undefined; textSearch: () => TextSearch },
): Promise<WhatsIllegalResponse> {
  const local = await localAnswer(request, textSearch);
  const reply = ai ? await stateLawAnswer(ai, user.id, request, local) : local;
  return withSafetyAnswer(reply, dangerIn(request.question));
}
