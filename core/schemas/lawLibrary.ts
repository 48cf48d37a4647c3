/**
 * GET /api/legal/library (issue 18): the compact corpus a device saves for offline use. The
 * device builds the very same records as the server from it (core/laws/compactLibrary.ts):
 * sections as [title, section, heading] rows, the curated guides, and the key laws' texts.
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
});
export type LibraryGuide = z.infer<typeof libraryGuideSchema>;

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
});
export type LawLibrary = z.infer<typeof lawLibrarySchema>;
