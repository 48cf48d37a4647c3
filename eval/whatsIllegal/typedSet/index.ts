/**
 * The accuracy set of typed "What's Illegal" activities: ≥ 150 questions as people
 * type them, with hand-checked expectations. ./typedSet.test.ts runs them and prints the score.
 */
import { federalCases } from './federalCases';
import { freshCases } from './freshCases';
import { longCases } from './longCases';
import { stateLawCases } from './stateLawCases';
import type { TypedCase } from './types';

export const typedCases: readonly TypedCase[] = [...federalCases, ...longCases, ...stateLawCases, ...freshCases];
export type { TypedCase };
