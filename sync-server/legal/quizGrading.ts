import { findBankQuestion } from '../../core/quiz/bank';
import { findCustomQuestion } from '../../core/quiz/customCorpus';
import { gradeSubmission, type QuestionLookup } from '../../core/quiz/grade';
import type { CustomQuestion, QuizResult } from '../../core/schemas/quiz';
import type { Store } from '../store';
import type { StoredQuizResult } from '../store/quizResults';

/**
 * The server's own questions, by id: the bank's, then custom ones rebuilt from the library, then
 * the AI-written ones it stored when it sent them. Never the client's copy.
 */
export async function serverQuestionLookup(store: Pick<Store, 'aiQuestions'>, ids: readonly string[]): Promise<QuestionLookup> {
  const stored = new Map<string, CustomQuestion>();
  for (const id of new Set(ids)) {
    if (findBankQuestion(id) ?? findCustomQuestion(id)) continue;
    const question = await store.aiQuestions.get(id);
    if (question) stored.set(id, question);
  }
  return (id) => findBankQuestion(id) ?? findCustomQuestion(id) ?? stored.get(id);
}

/**
 * Grading from the server's questions (core/quiz/grade.ts): an unknown question or an answer that
 * is not an option throws its GradingError, which the route answers with a 400.
 */
export function quizGrader(store: Pick<Store, 'aiQuestions'>) {
  async function grade(questionIds: string[], answers: number[], timeSpent: number): Promise<QuizResult> {
    return gradeSubmission({ questionIds, answers, timeSpent }, await serverQuestionLookup(store, questionIds));
  }
  /** A stored result as the client sees it: graded again from its questions (the same grade), with its id. */
  async function resultOf(stored: StoredQuizResult): Promise<QuizResult> {
    return { id: stored.id, ...(await grade(stored.questionIds, stored.answers, stored.timeSpent)) };
  }
  return { grade, resultOf };
}
