import type { BankCategory, Difficulty } from '../../schemas/quiz';

/**
 * Where a bank question's answer is written down. U.S. Code sections must exist in the law
 * corpus (bank.test.ts checks every one); `pin` narrows to a subsection, e.g. "(e)(1)".
 */
export type LawRef =
  | { usc: readonly [title: number, section: string]; pin?: string }
  | { amendment: number }
  | { article: number; section?: number }
  | { preamble: true };

/**
 * One question as written by people: the right answer and three wrong ones (the builder places
 * the right one among them by a hash of the id, so positions vary but never change). Every
 * question is factually correct under current federal law, has exactly one right option, and
 * says why in plain English.
 */
export interface BankEntry {
  /** Stable, unique, kebab-case; never reuse an id for a different question. */
  id: string;
  difficulty: Difficulty;
  question: string;
  answer: string;
  wrong: readonly [string, string, string];
  explanation: string;
  law: LawRef;
  /** Figures the question states that are not in its cited sections' text, with the regulation or case they come from. */
  figureSources?: readonly { figure: string; source: string }[];
}

export type BankSection = { category: BankCategory; entries: readonly BankEntry[] };
