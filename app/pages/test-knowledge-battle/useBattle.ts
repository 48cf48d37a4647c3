import { useCallback, useEffect, useState } from 'react';
import {
  advanceBattle,
  answerQuestion,
  initialBattleState,
  nextDueAt,
  nextQuestion,
  resetBattle,
  startBattle,
  type BattleEnv,
  type BattleState,
} from '../../../core/quiz/battle';
import type { BattleQuestion, Difficulty } from '../../../core/schemas/quiz';

/** The real clock and randomness; the rules themselves are in core/quiz/battle.ts. */
const env = (): BattleEnv => ({ now: Date.now(), random: Math.random });

/**
 * The battle state machine driven by one timeout at a time: whenever the state changes, a timeout
 * is set for the next due event (tick, AI answer, reveal, countdown) and cleared on the next
 * change or when the page is left.
 */
export function useBattle() {
  const [state, setState] = useState<BattleState>(() => initialBattleState());

  const due = nextDueAt(state);
  useEffect(() => {
    if (due === undefined) return;
    const timer = setTimeout(() => setState((current) => advanceBattle(current, env())), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due, state]);

  const start = useCallback(
    (questions: readonly BattleQuestion[], difficulty: Difficulty) => setState(startBattle(questions, difficulty, env())),
    [],
  );
  const answer = useCallback((choice: number) => setState((current) => answerQuestion(current, choice, env())), []);
  const next = useCallback(() => setState((current) => nextQuestion(current, env())), []);
  const reset = useCallback(() => setState((current) => resetBattle(current)), []);
  return { state, start, answer, next, reset };
}
