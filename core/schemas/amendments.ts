/**
 * Know Your Rights (spec part 1 §2 "Rights tab", §3 "Amendment", §4 "Rights audio", §7): the
 * schemas of the amendment record and of the audio reply; the categories, the record's type, the
 * audio tracks and how an amendment is written in URLs ("1st", "2nd", ...) are in
 * amendmentNames.ts (no zod), re-exported here.
 */
import { z } from 'zod';
import { amendmentCategories, type Amendment } from './amendmentNames';

export * from './amendmentNames';

export const amendmentCategorySchema = z.enum(amendmentCategories);

/** Spec part 1 §3 "Amendment": number, title, year, category, fullText, ... officialSource. */
export const amendmentSchema = z.object({
  number: z.number().int().min(1).max(27),
  title: z.string().min(1),
  year: z.number().int(),
  category: amendmentCategorySchema,
  fullText: z.string().min(1),
  simplifiedExplanation: z.string().min(1),
  examples: z.array(z.string().min(1)).min(3),
  keyRights: z.array(z.string().min(1)).min(1),
  officialSource: z.url(),
}) satisfies z.ZodType<Amendment>;

/** GET /api/amendments/{n}/audio and /audio/simplified. */
export const amendmentAudioResponseSchema = z.object({ audioUrl: z.string().min(1) });
export type AmendmentAudioResponse = z.infer<typeof amendmentAudioResponseSchema>;
