import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const moneyGovernmentCards: SectionCard[] = [];
