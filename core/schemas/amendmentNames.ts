/**
 * Know Your Rights' names and shapes without zod: the categories, the amendment record's
 * type, its audio tracks and how an amendment is written ("1st", "2nd", ...). The Know Your Rights
 * screen draws with these alone; core/schemas/amendments.ts holds the schemas and re-exports them.
 */

/** The filter bar's categories, in the spec's order ("All" comes first and is not a category). */
export const amendmentCategories = [
  'Fundamental Freedoms',
  'Individual Rights',
  'Privacy Rights',
  'Legal Protections',
  'Civil Rights',
  'Voting Rights',
  'Federalism',
] as const;
export type AmendmentCategory = (typeof amendmentCategories)[number];
export const ALL_CATEGORIES = 'All';
export type AmendmentFilter = AmendmentCategory | typeof ALL_CATEGORIES;
export const amendmentFilters: readonly AmendmentFilter[] = [ALL_CATEGORIES, ...amendmentCategories];

/** Spec part 1 §3 "Amendment" (amendmentSchema checks it). */
export type Amendment = {
  number: number;
  title: string;
  /** Year the ratification was completed. */
  year: number;
  category: AmendmentCategory;
  /** The official text, exactly as printed in the House Manual (see core/data/amendments). */
  fullText: string;
  simplifiedExplanation: string;
  examples: string[];
  keyRights: string[];
  officialSource: string;
};

/** The two narrations of an amendment (spec part 1 §4: "constitutional or simplified"). */
export const audioKinds = ['constitutional', 'simplified'] as const;
export type AudioKind = (typeof audioKinds)[number];

/** Where the app asks for an amendment's audio URL. */
export function amendmentAudioPath(number: number, kind: AudioKind): string {
  return `/api/amendments/${number}/audio${kind === 'simplified' ? '/simplified' : ''}`;
}

/** Every narration is served under this path (the service worker caches it for offline play). */
export const AUDIO_PATH_PREFIX = '/api/audio/';

import { ordinal } from '../ordinal';

export { ordinal };

/** "19th Amendment: Women’s Right to Vote": the title of an amendment's detail view. */
export function amendmentTitle(amendment: Pick<Amendment, 'number' | 'title'>): string {
  return `${ordinal(amendment.number)} Amendment: ${amendment.title}`;
}

/**
 * The number in "1st", "2nd" ... (spec part 1 §7: "{number} is written 1st, 2nd and so on").
 * A bare "14" is accepted too; a wrong suffix ("1th") or anything else is null.
 */
export function parseAmendmentOrdinal(text: string): number | null {
  const match = /^([1-9]\d?)(st|nd|rd|th)?$/i.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  if (match[2] && ordinal(n) !== `${n}${match[2].toLowerCase()}`) return null;
  return n;
}
