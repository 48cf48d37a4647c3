import type { QuizQuestion, QuizResult, QuizSubmission } from '../schemas/quiz';

/** A question the grader cannot find, or an answer that is not one of its options. */
export class GradingError extends Error {
  override name = 'GradingError';
  constructor(
    message: string,
    readonly path: (string | number)[],
  ) {
    super(message);
  }
}

export type QuestionLookup = (
  id: string,
) => Pick<QuizQuestion, 'id' | 'question' | 'options' | 'correctAnswer' | 'explanation'> | undefined;

/**
 * Grade a submission against questions the grader trusts (the server's bank, or on the device
 * the questions it was given): one point per correct answer, score = rounded percentage.
 * The same function runs on the server and, offline, in the browser.
 * @throws GradingError for an unknown question id or an answer that is not one of its options.
 */
export function gradeSubmission(
  submission: Pick<QuizSubmission, 'questionIds' | 'answers' | 'timeSpent'>,
  lookup: QuestionLookup,
): QuizResult {
  const details = submission.questionIds.map((id, i) => {
    const question = lookup(id);
    if (!question) throw new GradingError(`Unknown question: ${id}`, ['questionIds', i]);
    const userAnswer = submission.answers[i];
    if (userAnswer === undefined || userAnswer < 0 || userAnswer >= question.options.length) {
      throw new GradingError(`Answer ${i + 1} is not one of the question's options`, ['answers', i]);
    }
    return {
      questionId: id,
      question: question.question,
      userAnswer,
      correctAnswer: question.correctAnswer,
      isCorrect: userAnswer === question.correctAnswer,
      explanation: question.explanation,
    };
  });
  const correctAnswers = details.filter((d) => d.isCorrect).length;
  const totalQuestions = details.length;
  return {
    score: totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 100),
    correctAnswers,
    totalQuestions,
    timeSpent: submission.timeSpent,
    details,
  };
}
