// @vitest-environment happy-dom
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../../core/brand';
import { advanceBattle, answerQuestion, nextQuestion, startBattle, type BattleState } from '../../../core/quiz/battle';
import type { BattleQuestion } from '../../../core/schemas/quiz';
import { headingTexts, links, namesOf, readText, renderElement, renderScreen, screen, within } from '../../testing/render';
import { BattleArena } from './BattleArena';
import { BattleResults } from './BattleResults';
import BattlePage from './index';

const question: BattleQuestion = {
  id: 'q1',
  question: 'Which amendment abolished slavery?',
  options: ['First', 'Thirteenth', 'Nineteenth', 'Twenty-first'],
  correctAnswer: 1,
  explanation: 'The Thirteenth Amendment, ratified in 1865, abolished slavery.',
  category: 'constitutional',
  difficulty: 'easy',
  lawReference: 'U.S. Constitution, Amendment XIII',
};

/** A one-question battle at t=3000 (past the countdown), the AI due at 6000. */
function battle(): BattleState {
  const started = startBattle([question], 'medium', { now: 0, random: () => 0 });
  return advanceBattle(started, { now: 3000, random: () => 0 });
}

const arena = (state: BattleState) =>
  renderElement(createElement(BattleArena, { state, onAnswer: () => undefined, onNext: () => undefined }));

describe('/test-knowledge-battle setup', () => {
  beforeAll(() => renderScreen(BattlePage, { path: '/test-knowledge-battle' }));

  it('has the title, Back to Home, a sound toggle (on by default) and links to Quiz Mode and Chat Mode', () => {
    expect(headingTexts(1)).toEqual(['Legal Knowledge Battle Arena']);
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
    expect(links()).toEqual(
      expect.arrayContaining([
        ['/', 'Back to Home'],
        ['/test-knowledge', 'Quiz Mode'],
        ['/test-knowledge-chat', 'Chat Mode'],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Sound on' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("offers the presets, the difficulties with the AI's accuracy and the five question counts, with the spec's defaults", () => {
    // Each group is a radiogroup named by its label (the preset/custom switch is one of its own).
    const groups = ['Category', 'Difficulty', 'Number of Questions'].map((name) => screen.getByRole('radiogroup', { name }));
    const radios = groups.flatMap((group) => within(group).getAllByRole('radio'));
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'All Categories',
      'Criminal Law',
      'Civil Rights',
      'Tax Law',
      'Healthcare',
      'Environmental',
      'Easy, 70% AI',
      'Medium, 80% AI',
      'Hard, 90% AI',
      '5 questions, Quick, ~2 min',
      '10 questions, Standard, ~5 min',
      '15 questions, Extended, ~8 min',
      '20 questions, Epic, ~10 min',
      '30 questions, Marathon, ~15 min',
    ]);
    const checked = radios
      .filter((radio) => radio.getAttribute('aria-checked') === 'true')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(checked).toEqual(['All Categories', 'Medium, 80% AI', '10 questions, Standard, ~5 min']);
    for (const group of groups) expect(group).toHaveAttribute('aria-labelledby');
    expect(namesOf('button')).toContain('Start Battle');
  });
});

describe('the battle', () => {
  it('shows the scoreboard, the question with its badges, and "AI is thinking..." before the AI answers', () => {
    arena(battle());
    const text = readText();
    expect(text).toContain('Question 1 / 1');
    expect(text).toContain('10s');
    expect(text).toContain('You');
    expect(text).toContain('AI');
    expect(text).toContain('Constitutional Law');
    expect(text).toContain('Easy');
    expect(text).toContain('U.S. Constitution, Amendment XIII');
    expect(text).toContain('AI is thinking...');
    expect(text).not.toContain('Explanation');
  });

  it('after the reveal: right and wrong marked, You and AI badges, the explanation and View Results on the last question', () => {
    let state = answerQuestion(battle(), 2, { now: 4000, random: () => 0 });
    // AI answers at 6000 (forced at 4000 + 2000; random 0 < 0.8: correct), reveal at 6500.
    state = advanceBattle(state, { now: 6500, random: () => 0 });
    expect(state.showResult).toBe(true);
    arena(state);
    const text = readText();
    expect(text).toContain('Explanation');
    expect(text).toContain(question.explanation);
    expect(text).toContain("B. Thirteenth (correct answer, the AI's answer)");
    expect(text).toContain('C. Nineteenth (incorrect, your answer)');
    expect(namesOf('button')).toContain('View Results');
    expect(text).not.toContain('AI is thinking...');
  });

  it.each([
    ['user', 'Victory!', 'You outsmarted our AI! Impressive legal knowledge!'],
    ['ai', 'Defeated!', 'The AI won this round. Keep practicing!'],
    ['draw', 'Draw!', 'A perfect tie! You matched our AI perfectly!'],
  ] as const)('results when the winner is %s: "%s" and its message, both scores, New Battle and Back to Home', (winner, title, message) => {
    let state = answerQuestion(battle(), 1, { now: 4000, random: () => 0 });
    state = nextQuestion(advanceBattle(state, { now: 6500, random: () => 0 }), { now: 7000, random: () => 0 });
    const scores = { user: [1, 0], ai: [0, 1], draw: [1, 1] }[winner];
    state = { ...state, winner, userScore: scores[0]!, aiScore: scores[1]! };
    renderElement(createElement(BattleResults, { state, onNewBattle: () => undefined }));
    expect(headingTexts(2)).toEqual([title]);
    const text = readText();
    expect(text).toContain(message);
    expect(text).toContain(`Your Score ${scores[0]}`);
    expect(text).toContain(`AI Score ${scores[1]}`);
    expect(namesOf('button')).toContain('New Battle');
    expect(links()).toContainEqual(['/', 'Back to Home']);
  });
});
