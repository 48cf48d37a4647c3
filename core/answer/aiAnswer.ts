/**
 * The AI model's checked answer made into the reply the app shows (SearchResponse): the checked
 * text, then the real disclaimer and which engine answered; sources and next steps from the
 * corpus records (the laws the answer names, then the rest of those it was given), never from
 * the model's free text.
 */
import { DISCLAIMER } from '../brand';
import type { SearchResponse } from '../schemas/legal';
import type { CheckedAnswer } from './aiCheck';
import { MAX_LAW_BLOCKS, MAX_SOURCES, toSource, type ComposableLaw } from './compose';
import { nextStepsFor } from './nextSteps';

export const AI_ENGINE_LINE =
  'Answered by the AI model from the official U.S. Code sources listed below; its citations were checked against the Laws AI library.';

/** What ends every AI answer: the same disclaimer box and engine line as the built-in engine's. */
export function aiAnswerEnding(): string {
  return `\nDisclaimer: ${DISCLAIMER}\n\n${AI_ENGINE_LINE}`;
}

/** The notice shown with an answer whose citations were not all verified. */
export function unverifiedNotice(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1
    ? "1 citation in the AI model's answer could not be verified against the official U.S. Code: it is marked in the text and not listed as a source."
    : `${count} citations in the AI model's answer could not be verified against the official U.S. Code: they are marked in the text and not listed as sources.`;
}

/** The notice shown with an answer that quotes words the official text does not hold. */
export function misquoteNotice(count: number): string | undefined {
  if (count === 0) return undefined;
  return count === 1
    ? "1 quotation in the AI model's answer is not word for word in the official text of the law: it is marked in the text."
    : `${count} quotations in the AI model's answer are not word for word in the official text of the law: they are marked in the text.`;
}

/**
 * @param text the checked text as emitted (streamed) so far, complete
 * @param given the laws the model was given, best first
 */
export function aiSearchResponse(checked: CheckedAnswer, text: string, given: readonly ComposableLaw[]): SearchResponse {
  const named = checked.laws;
  const rest = given.filter((law) => !named.some((n) => n.id === law.id));
  const sources = [...named.map(toSource), ...checked.amendments, ...rest.map(toSource)].slice(0, MAX_SOURCES);
  const notice =
    [unverifiedNotice(checked.unverified.length), misquoteNotice(checked.misquoted.length)].filter(Boolean).join(' ') || undefined;
  return {
    response: `${text.replace(/\s+$/, '')}\n${aiAnswerEnding()}`,
    sources,
    nextSteps: nextStepsFor((named.length > 0 ? named : given).slice(0, MAX_LAW_BLOCKS)),
    engine: 'ai',
    ...(notice ? { notice } : {}),
  };
}
