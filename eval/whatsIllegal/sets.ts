/**
 * The What's Illegal sets of eval/understanding by name, in the order they were written, for the
 * scripts that measure one engine on them (scripts/catalogue-eval.ts, scripts/offence-search-eval.ts).
 * The newest held-out set is left out until its round is over: a script run while tuning must not
 * show it.
 */
import { readFileSync } from 'node:fs';

export const WHATS_ILLEGAL_SETS = [
  'new',
  'paraphrases',
  'fresh',
  'fresh-2',
  'fresh-3',
  'fresh-4',
  'fresh-5',
  'fresh-6',
  'fresh-7',
  'fresh-8',
  'fresh-9',
  'fresh-10',
  'fresh-11',
] as const;

export type WhatsIllegalSetName = (typeof WHATS_ILLEGAL_SETS)[number];

/** The set's file. */
export function whatsIllegalSetFile(name: string): string {
  return `eval/understanding/whats-illegal-${name}.json`;
}

/** The set's cases, as written. */
export function readWhatsIllegalSet<Case>(name: string): Case[] {
  return JSON.parse(readFileSync(whatsIllegalSetFile(name), 'utf8')) as Case[];
}
