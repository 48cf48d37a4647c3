/**
 * The US state list (spec part 2 §3): 50 states, each with its two-letter code and name, in
 * alphabetical order; CA is selected by default. Each state also carries where its own law can
 * be read, from the official data (scripts/build-states.ts writes states.json from
 * ../shared/data/state-codes.json and states.json; never edit it by hand).
 */
import statesJson from './generated/states.json' with { type: 'json' };

export interface UsState {
  /** Two-letter postal code, e.g. "TX". */
  code: string;
  name: string;
  /** The name of the state's statutory code, e.g. "Revised Code of Washington". */
  statutoryCode: string;
  /** Where the state's statutes can be read online (https), or null where it has no free state-hosted text. */
  statutesUrl: string | null;
  legislatureName: string;
  /** The legislature's official website (https). */
  legislatureUrl: string;
}

export const usStates: readonly UsState[] = statesJson as UsState[];

/** Spec part 2 §3: "default selection is CA". */
export const DEFAULT_STATE_CODE = 'CA';

const byCode: ReadonlyMap<string, UsState> = new Map(usStates.map((s) => [s.code, s]));

export function findState(code: string): UsState | undefined {
  return byCode.get(code.trim().toUpperCase());
}

export function isStateCode(code: string): boolean {
  return byCode.has(code.trim().toUpperCase());
}

/**
 * The state's own page to check its law: its statutes where it hosts them, otherwise its
 * legislature (Arkansas, Mississippi and Tennessee publish their free code through a vendor
 * portal linked from the legislature's site).
 */
export function officialLawSite(state: UsState): { url: string; kind: 'statutes' | 'legislature' } {
  return state.statutesUrl ? { url: state.statutesUrl, kind: 'statutes' } : { url: state.legislatureUrl, kind: 'legislature' };
}
