/**
 * GET /api/legal/library: the compact corpus a device saves for offline use. The
 * device builds the very same records as the server from it (core/laws/compactLibrary.ts):
 * sections as [title, section, heading] rows, the curated guides, and the key laws' texts.
 * Sent as lines (NDJSON, core/laws/libraryLines.ts), each a part of the library checked by the
 * schemas at the end of this file, so a device stores and indexes it as it arrives.
 */
import { z } from 'zod';
import { LAW_LIBRARY_FORMAT } from '../laws/libraryFormat';

export { LAW_LIBRARY_FORMAT };

/** One row of the official section list (core/laws/types.ts CompactSection). */
export const compactSectionSchema = z.union([
  z.tuple([z.number().int(), z.string(), z.string()]),
  z.tuple([z.number().int(), z.string(), z.string(), z.union([z.string(), z.literal(0)])]),
  z.tuple([z.number().int(), z.string(), z.string(), z.union([z.string(), z.literal(0)]), z.number().int()]),
]);

/** A curated guide, with what a record is built from (core/data/guides/types.ts LawGuide). */
export const libraryGuideSchema = z.object({
  id: z.string(),
  title: z.string(),
  usc: z.object({ title: z.number().int(), section: z.string() }),
  summary: z.string(),
  /** Guide category id ('debt-collection'). */
  category: z.string(),
  subcategory: z.string(),
  penalties: z.string(),
  keywords: z.array(z.string()),
  synonyms: z.array(z.string()),
  basis: z.enum(['full-text', 'heading']),
  agency: z.object({ name: z.string(), url: z.string() }).optional(),
  /** The subsection the summary rests on, quoted offline as online. */
  passage: z
    .object({ at: z.string().max(80), words: z.string().max(2000), also: z.array(z.string().max(80)).max(12).optional() })
    .optional(),
});
export type LibraryGuide = z.infer<typeof libraryGuideSchema>;

/** A section card's search words (core/laws/types.ts CardWords). */
export const sectionCardWordsSchema = z.object({
  asks: z.array(z.string().max(300)).max(12),
  keywords: z.array(z.string().max(300)).max(20),
});

export const lawLibrarySchema = z.object({
  format: z.literal(LAW_LIBRARY_FORMAT),
  /** A hash of the content (also the reply's ETag): a saved copy with another version is out of date. */
  version: z.string(),
  releasePoint: z.string(),
  lastUpdated: z.string(),
  /** Records the library expands to: every guide, then every section. */
  count: z.number().int(),
  /** `title/section` of each section with full official text -> its Act's acronym ("FDCPA"). */
  fullTextActs: z.record(z.string(), z.string()),
  /** Only guides whose section is in `sections` (each becomes a record). */
  guides: z.array(libraryGuideSchema),
  /** Every section of the U.S. Code, in official order. */
  sections: z.array(compactSectionSchema),
  /** Official full text of the key-law sections, keyed by `title/section` ("15/1692c"). */
  fullTexts: z.record(z.string(), z.string()),
  /**
   * Section cards' search words (core/data/sectionCards), keyed by `title/section`: a section with
   * no guide searches by them on the device as on the server (core/laws/records.ts). Part of the
   * content the version hashes, so a device whose copy has other cards sees it out of date and saves
   * it again (its index is rebuilt with it); absent in a copy saved before cards were sent.
   */
  cards: z.record(z.string(), sectionCardWordsSchema).default({}),
});
export type LawLibrary = z.infer<typeof lawLibrarySchema>;

/**
 * The library as lines, in this order: one `header`, the key laws' `texts`, the `guides` (with
 * their sections' headings), the `sections` rows in official order (each line with its sections'
 * cards), and one `end`. A device
 * that has not read the `end` line has not received the whole library.
 */
export const libraryHeaderLineSchema = lawLibrarySchema
  .pick({ format: true, version: true, releasePoint: true, lastUpdated: true, count: true, fullTextActs: true })
  .extend({
    kind: z.literal('header'),
    /** How many guides, section rows and texts follow. */
    guides: z.number().int().nonnegative(),
    sections: z.number().int().nonnegative(),
    texts: z.number().int().nonnegative(),
  });
export const libraryLineSchema = z.discriminatedUnion('kind', [
  libraryHeaderLineSchema,
  z.object({ kind: z.literal('texts'), fullTexts: z.record(z.string(), z.string()) }),
  /** `headings[i]` is the official heading of `guides[i]`'s section. */
  z
    .object({ kind: z.literal('guides'), guides: z.array(libraryGuideSchema), headings: z.array(z.string()) })
    .refine((line) => line.headings.length === line.guides.length, 'a heading for every guide'),
  /** `cards`: the section cards of these rows' sections (sent with them, so no line grows long). */
  z.object({
    kind: z.literal('sections'),
    rows: z.array(compactSectionSchema),
    cards: z.record(z.string(), sectionCardWordsSchema).default({}),
  }),
  z.object({ kind: z.literal('end'), count: z.number().int() }),
]);
export type LibraryLine = z.infer<typeof libraryLineSchema>;
export type LibraryHeaderLine = z.infer<typeof libraryHeaderLineSchema>;
