import { z } from 'zod';

/**
 * Know Your Rights (spec part 1 §2 "Rights tab", §3 "Amendment", §4 "Rights audio", §7):
 * the amendment record, its categories, its audio tracks, and how an amendment is written in
 * URLs ("1st", "2nd", ...).
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
export const amendmentCategorySchema = z.enum(amendmentCategories);
export type AmendmentCategory = z.infer<typeof amendmentCategorySchema>;
export const ALL_CATEGORIES = 'All';
export type AmendmentFilter = AmendmentCategory | typeof ALL_CATEGORIES;
export const amendmentFilters: readonly AmendmentFilter[] = [ALL_CATEGORIES, ...amendmentCategories];

/** Spec part 1 §3 "Amendment": number, title, year, category, fullText, ... officialSource. */
export const amendmentSchema = z.object({
  number: z.number().int().min(1).max(27),
  title: z.string().min(1),
  /** Year the ratification was completed. */
  year: z.number().int(),
  category: amendmentCategorySchema,
  /** The official text, exactly as printed in the House Manual (see core/data/amendments). */
  fullText: z.string().min(1),
  simplifiedExplanation: z.string().min(1),
  examples: z.array(z.string().min(1)).min(3),
  keyRights: z.array(z.string().min(1)).min(1),
  officialSource: z.url(),
});
export type Amendment = z.infer<typeof amendmentSchema>;

/** The two narrations of an amendment (spec part 1 §4: "constitutional or simplified"). */
export const audioKinds = ['constitutional', 'simplified'] as const;
export type AudioKind = (typeof audioKinds)[number];

/** GET /api/amendments/{n}/audio and /audio/simplified. */
export const amendmentAudioResponseSchema = z.object({ audioUrl: z.string().min(1) });
export type AmendmentAudioResponse = z.infer<typeof amendmentAudioResponseSchema>;

/** Where the app asks for an amendment's audio URL. */
export function amendmentAudioPath(number: number, kind: AudioKind): string {
  return `/api/amendments/${number}/audio${kind === 'simplified' ? '/simplified' : ''}`;
}

/** Every narration is served under this path (the service worker caches it for offline play). */
export const AUDIO_PATH_PREFIX = '/api/audio/';

/** 1 → "1st", 2 → "2nd", 13 → "13th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
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
