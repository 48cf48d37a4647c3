import { MAX_SOURCES } from '../../core/answer/compose';
import { composeUnderstood, withSafety } from '../../core/answer/understood';
import { createCustomTest, topicLaws } from '../../core/quiz/customCorpus';
import type { z } from 'zod';
import type { createTestRequestSchema, CreateTestResponse, TutorChatResponse } from '../../core/schemas/quiz';
import { searchLaws } from '../../core/search';
import { conceptOf } from '../../core/understanding/concepts';
import { readQuestion } from '../../core/understanding/read';
import type { Ai } from '../ai';
import { customTest } from '../ai/customTest';
import type { Store } from '../store';
import { lawIndex } from './legalIndex';

/** The laws the tutor's question finds and the built-in tutor's answer from them (the Legal Assistant's format). */
async function tutorSearch(question: string) {
  const hits = searchLaws(await lawIndex(), question, { limit: MAX_SOURCES });
  const reading = readQuestion(question);
  const local = composeUnderstood(question, hits, { engine: 'built-in', reading });
  // A concept question is answered from the glossary with its sources; nothing for the model to ground on.
  const concept = conceptOf(question) !== undefined;
  return { grounding: concept || local.jurisdiction?.kind === 'none' ? [] : hits.map((h) => h.record), local, reading };
}

/**
 * The tutor's answer, apart from HTTP: the built-in answer from the laws the question finds or,
 * with a model, the model's, grounded on the same laws and checked like the Legal Assistant's; a
 * post that signals danger opens with the crisis line whoever wrote the rest.
 */
export async function askTutor(question: string, user: { id: string }, ai: Ai | undefined): Promise<TutorChatResponse> {
  const { grounding, local, reading } = await tutorSearch(question);
  const reply = ai ? await ai.legalAnswer({ userId: user.id, role: 'tutor', question, grounding, local }) : local;
  const { response, engine, notice } = withSafety(reply, reading.danger);
  return { response, engine, ...(notice ? { notice } : {}) };
}

/** A custom test on a topic: the library's, or with a model one it writes from the same laws (sync-server/ai/customTest.ts). */
export async function createTest(
  { topic, difficulty, numberOfQuestions }: z.output<typeof createTestRequestSchema>,
  user: { id: string },
  { ai, store }: { ai: Ai | undefined; store: Pick<Store, 'aiQuestions'> },
): Promise<CreateTestResponse> {
  const index = await lawIndex();
  const matches = topicLaws(index, topic, numberOfQuestions);
  const local = createCustomTest(index, { topic, difficulty, numberOfQuestions }, Math.random, matches);
  return ai ? customTest(ai, store.aiQuestions, { userId: user.id, topic, difficulty, numberOfQuestions, matches, local }) : local;
}
