/**
 * Custom tests over the whole law library (server, or a worker that has the corpus). Importing
 * this pulls the corpus JSON: keep it out of UI chunks.
 */
import { findLaw, getLawRecords } from '../laws/corpus';
import type { LawRecord } from '../laws/types';
import { searchLaws, type LawIndex } from '../search';
import type { CreateTestResponse, CustomQuestion, Difficulty } from '../schemas/quiz';
import { createCustomQuestions, rebuildCustomQuestion } from './custom';
import type { RandomSource } from './random';

export interface CustomTestRequest {
  topic: string;
  difficulty: Difficulty;
  numberOfQuestions: number;
}

/** The laws a topic matches, best first (the search engine's ranking): what a custom test asks about. */
export function topicLaws(index: LawIndex, topic: string, numberOfQuestions: number): LawRecord[] {
  return searchLaws(index, topic, { limit: Math.max(60, numberOfQuestions * 6) }).map((h) => h.record);
}

/** Laws the topic matches (the search engine's ranking), turned into questions. */
export function createCustomTest(
  index: LawIndex,
  { topic, difficulty, numberOfQuestions }: CustomTestRequest,
  random: RandomSource,
  matches = topicLaws(index, topic, numberOfQuestions),
): CreateTestResponse {
  const questions = createCustomQuestions({
    difficulty,
    count: numberOfQuestions,
    matches,
    records: getLawRecords(),
    random,
  });
  return { topic, questions };
}

/** The question a custom id stands for, rebuilt from the library (for grading). */
export function findCustomQuestion(id: string): CustomQuestion | undefined {
  return rebuildCustomQuestion(id, findLaw, getLawRecords());
}
