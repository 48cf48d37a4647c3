// @vitest-environment happy-dom
import { createElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { quizBank } from '../../../core/quiz/bank';
import type { QuizResult } from '../../../core/schemas/quiz';
import { setSignedIn } from '../../state/auth';
import { fieldLabels, headingTexts, links, namesOf, readText, renderElement, renderScreen, screen } from '../../testing/render';
import QuizPage from './index';
import { QuizTab } from './QuizTab';
import { initialQuizState, quizReducer, type QuizState } from './quizState';
import { ResultsTab } from './ResultsTab';

beforeEach(() =>
  setSignedIn({
    id: 'u1',
    username: 'quinn',
    fullLegalName: 'Quinn Q',
    email: 'q@example.com',
    phoneNumber: '555-123-4567',
    dateOfBirth: '1990-01-01',
    disclaimerAccepted: true,
    disclaimerAcceptedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  } as never),
);

const questions = quizBank.filter((q) => q.category === 'tax').slice(0, 2);
const loaded: QuizState = quizReducer(initialQuizState, {
  type: 'loaded',
  questions,
  test: { category: 'tax', difficulty: 'all', custom: false, fromDevice: false },
  now: 0,
});

describe('/test-knowledge', () => {
  beforeAll(() => renderScreen(QuizPage, { path: '/test-knowledge' }));

  it('shows the title, the disclaimer, the three tabs (Setup first) and links to Chat Mode and Battle Mode', () => {
    expect(headingTexts(1)).toEqual(['How Smart Am I? - Quiz Mode']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => readText(tab))).toEqual(['Setup Test', 'Take Test', 'View Results']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toBeDisabled();
    expect(tabs[2]).toBeDisabled();
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Back to Home'],
        ['/test-knowledge-chat', 'Chat Mode'],
        ['/test-knowledge-battle', 'Battle Mode'],
      ]),
    );
  });

  it('offers preset categories (or a custom topic), the difficulty levels and Start Test', () => {
    const text = readText();
    expect(text).toContain('Preset Categories');
    expect(text).toContain('Custom Topic');
    expect(fieldLabels()).toEqual(
      expect.arrayContaining([
        'All Categories',
        'Criminal Law',
        'Civil Rights',
        'Tax Law',
        'Healthcare',
        'Environmental',
        'All Levels',
        'Easy',
        'Medium',
        'Hard',
      ]),
    );
    expect(namesOf('button')).toContain('Start Test');
  });
});

describe('Take Test', () => {
  /** Take Test drawn for a state; the words shown. */
  const render = (state: QuizState) => {
    renderElement(
      createElement(QuizTab, { state, submitting: false, onAnswer: () => undefined, onNext: () => undefined, onFinish: () => undefined }),
    );
    return readText();
  };

  it('says how a custom test was made when the server says so (AI questions replaced from the library)', () => {
    const notice = '2 of the AI model’s questions did not pass our checks, so questions built from the law library replace them.';
    const custom = quizReducer(initialQuizState, {
      type: 'loaded',
      questions,
      test: { category: 'tenant rights', difficulty: 'medium', custom: true, fromDevice: false, notice },
      now: 0,
    });
    expect(render(custom)).toContain(notice);
    expect(render(loaded)).not.toContain('AI model');
  });

  it('shows one question at a time with lettered options and no feedback before answering', () => {
    const text = render(loaded);
    expect(text).toContain('Question 1 of 2');
    expect(headingTexts(2)[0]).toContain(questions[0]!.question);
    for (const [i, option] of questions[0]!.options.entries()) expect(text).toContain(`${'ABCD'[i]}. ${option}`);
    expect(text).not.toContain('Correct!');
    expect(text).not.toContain('Next Question');
  });

  it('after a wrong answer: options locked, "Incorrect", the right answer, explanation, law reference, verify link and Next Question', () => {
    const q = questions[0]!;
    const wrong = (q.correctAnswer + 1) % 4;
    const text = render(quizReducer(loaded, { type: 'answer', choice: wrong }));
    expect(text).toContain('Incorrect');
    expect(text).toContain(`The correct answer is ${'ABCD'[q.correctAnswer]}. ${q.options[q.correctAnswer]}`);
    expect(text).toContain(q.explanation);
    expect(text).toContain(`Law Reference: ${q.lawReference}`);
    expect(links()).toContainEqual([q.governmentSource, 'Verify on Government Website (opens in a new tab)']);
    expect(namesOf('button')).toContain('Next Question');
    const options = screen.getAllByRole('button').filter((button) => button.classList.contains('quiz-option'));
    expect(options).toHaveLength(4);
    for (const option of options) expect(option).toBeDisabled();
  });

  it('on the last question, a right answer says "Correct!" and the button reads View Results', () => {
    const first = quizReducer(quizReducer(loaded, { type: 'answer', choice: questions[0]!.correctAnswer }), { type: 'next' });
    expect(render(quizReducer(first, { type: 'answer', choice: questions[1]!.correctAnswer }))).toContain('Correct!');
    expect(namesOf('button')).toContain('View Results');
  });
});

describe('View Results', () => {
  it('shows the score, the correct count and the time as m:ss, each answer, and Take Another Test', () => {
    const result: QuizResult = {
      score: 50,
      correctAnswers: 1,
      totalQuestions: 2,
      timeSpent: 65,
      details: questions.map((q, i) => ({
        questionId: q.id,
        question: q.question,
        userAnswer: i === 0 ? q.correctAnswer : (q.correctAnswer + 1) % 4,
        correctAnswer: q.correctAnswer,
        isCorrect: i === 0,
        explanation: q.explanation,
      })),
    };
    const state = quizReducer(loaded, { type: 'finished', result, status: 'queued' });
    renderElement(createElement(ResultsTab, { state, onRetake: () => undefined }));
    const text = readText();
    expect(text).toContain('Score: 50%');
    expect(text).toContain('1 of 2 correct');
    expect(text).toContain('Time: 1:05');
    expect(text).toContain(
      "You're offline: this result was graded on your device and will be saved to your account when you're back online.",
    );
    expect(text).toContain(`Correct answer: ${'ABCD'[questions[1]!.correctAnswer]}. ${questions[1]!.options[questions[1]!.correctAnswer]}`);
    expect(namesOf('button')).toContain('Take Another Test');
  });
});
