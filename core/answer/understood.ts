/**
 * The answer to a post as it was understood (docs/understanding.md): the post is read once
 * (core/understanding), then
 * - a post that signals danger opens with the crisis or emergency lines, before any law;
 * - a concept question ("What is the Miranda warning?") is explained from the glossary;
 * - a state the post names wins over the saved one, and the answer says so;
 * - when state law decides or nothing in the federal library fits, the answer says which kind
 *   of law decides and where to turn in the person's state.
 * The server, the offline worker and the tutor all answer through this one function.
 */
import { findState } from '../data/states';
import type { NextStep, SearchResponse } from '../schemas/legal';
import { safetyParagraphs, SAFETY_OPENING, type DangerSignal } from '../safety/danger';
import { conceptAnswer } from '../understanding/concepts';
import { readQuestion, stateForAnswer, type Reading } from '../understanding/read';
import { whereToTurn } from '../understanding/whereToTurn';
import { stateLawTopicOf } from './jurisdiction';
import { namedInPassing } from './inPassing';
import { composeAnswer, ENGINE_LINES, type ComposeOptions, type RankedLaw } from './compose';
import { formatAnswer, parseAnswer, type AnswerBlock } from './format';
import { NO_MATCH_LEAD } from './lead';
import { DISCLAIMER } from '../brand';

export interface UnderstoodOptions extends ComposeOptions {
  /** The reading, when the caller has already read the post. */
  reading?: Reading;
}

export function composeUnderstood(query: string, ranked: readonly RankedLaw[], options: UnderstoodOptions): SearchResponse {
  const reading = options.reading ?? readQuestion(query);
  const pick = stateForAnswer(reading, options.state);
  const concept = conceptAnswer(query, reading, options.engine);
  const topic = concept ? undefined : stateLawTopicOf(query);
  const stateLawTopic = topic && !namedInPassing(query, topic, ranked) ? topic : null;
  let reply = concept ?? composeAnswer(query, ranked, { ...options, state: pick?.code, stateLawTopic });
  if (!concept) {
    const kind = reply.jurisdiction?.kind;
    if (kind === 'none') reply = nothingFits(reading, options);
    else if (kind === 'state') reply = stateLawTurn(reply, reading, options.state);
  }
  return reading.danger ? withSafety(reply, reading.danger) : reply;
}

/** A state-law answer: the named state is said, and the next steps are where to turn there. */
function stateLawTurn(reply: SearchResponse, reading: Reading, saved: string | undefined): SearchResponse {
  const turn = whereToTurn(reading, saved);
  let response = reply.response;
  if (turn.stateNote) {
    const blocks = parseAnswer(reply.response);
    // After the lead and the paragraph on where the state's law is published (the app shows that
    // one as the state's card).
    blocks.splice(2, 0, { kind: 'paragraph', text: turn.stateNote });
    response = formatAnswer(blocks);
  }
  // The state-law chat first (as the composer put it), the federal law that may apply, then where to turn.
  const federalRead = reply.nextSteps.find((s) => s.title === 'Read the federal law that may apply');
  const steps: NextStep[] = [reply.nextSteps[0]!, ...(federalRead ? [federalRead] : []), ...turn.steps.slice(0, 4)];
  return { ...reply, response, nextSteps: steps };
}

/** Nothing in the federal library fits: which kind of law decides, and where to turn. */
export function nothingFits(reading: Reading, options: Pick<ComposeOptions, 'engine' | 'state'>): SearchResponse {
  const turn = whereToTurn(reading, options.state);
  const blocks: AnswerBlock[] = [
    { kind: 'paragraph', text: NO_MATCH_LEAD },
    { kind: 'paragraph', text: turn.decidedBy },
  ];
  if (turn.stateNote) blocks.push({ kind: 'paragraph', text: turn.stateNote });
  blocks.push(
    {
      kind: 'paragraph',
      text: `Where to turn${turn.state ? ` in ${turn.state.name}` : ''}: ${turn.steps
        .slice(0, 4)
        .map((s) => s.title.charAt(0).toLowerCase() + s.title.slice(1))
        .join(
          '; ',
        )}. Each is under next steps below, with how to reach it. The state-law chat at /state-laws answers questions about ${turn.state ? turn.state.name : 'the state you pick there'}.`,
    },
    { kind: 'disclaimer', text: DISCLAIMER },
    { kind: 'paragraph', text: ENGINE_LINES[options.engine] },
  );
  return {
    response: formatAnswer(blocks),
    sources: [],
    nextSteps: turn.steps,
    engine: options.engine,
    jurisdiction: { kind: 'none' },
  };
}

/** Opens an answer with the crisis or emergency lines, once (an AI's answer too). */
export function withSafety<R extends { response: string }>(reply: R, danger: DangerSignal | undefined): R {
  if (!danger || reply.response.startsWith(SAFETY_OPENING)) return reply;
  return { ...reply, response: `${safetyParagraphs(danger).join('\n\n')}\n\n${reply.response}` };
}

/** The state an answer was written for, by name, when it came from the question. */
export function namedStateOf(reading: Reading, saved?: string) {
  const pick = stateForAnswer(reading, saved);
  return pick?.from === 'question' ? findState(pick.code) : undefined;
}
