/** A two-letter state code (core/data/states). */
type StateCode = string;

/**
 * One typed question of the accuracy set, written as people type them, with its
 * expectation checked by hand against the official text:
 * - `federal`: the U.S. Code sections ("18/922") the answer must cite (any one of them counts);
 * - `stateLaw`: no federal statute decides it; the answer must give the honest lead and cite no
 *   unrelated federal section (`allowed` lists federal sections that are genuinely related).
 */
export type TypedCase =
  | { q: string; state: StateCode; federal: readonly string[] }
  | { q: string; state: StateCode; stateLaw: true; allowed?: readonly string[] };
