import { z } from 'zod';

/** A dated change to a section (core/laws/history): its enactment or its latest amendment. */
export const lawChangeSchema = z.object({
  /** ISO date, "2025-01-02"; the year alone for the Revised Statutes ("1874"). */
  date: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
  /** "118-210"; null when the source credit cites the law by chapter only (before 1957). */
  publicLaw: z.string().nullable(),
  /** "R.S. § 1979" or "ch. 676": an enactment not by a Public Law. */
  statute: z.string().max(60).optional(),
});
export type LawChangePayload = z.infer<typeof lawChangeSchema>;

/** A section's official source credit and "Amendments" notes (newest year first), release point 119-100. */
export const lawHistorySchema = z.object({
  credit: z.string().nullable(),
  amendments: z.array(z.string()),
  /** "119-100" */
  releasePoint: z.string(),
});
export type LawHistoryPayload = z.infer<typeof lawHistorySchema>;

/**
 * What GET /api/legal/laws/:id adds about the section's history: null when the
 * credit has no date; absent in copies a device kept before the history existed.
 */
export const lawDetailHistoryFields = {
  lastAmended: lawChangeSchema.nullish(),
  enacted: lawChangeSchema.nullish(),
  history: lawHistorySchema.nullish(),
};

/**
 * GET /api/legal/amended-dates: every section last amended (or enacted) in the last
 * 10 years, newest first, for Advanced Search's date range offline on the saved library.
 * Each row: [title, section, duplicateNumber (0 for none), ISO date, Public Law or null].
 */
export const amendedDatesSchema = z.object({
  releasePoint: z.string(),
  /** The first day the list covers (10 years before the server's today). */
  since: z.string(),
  sections: z.array(z.tuple([z.number().int(), z.string(), z.number().int(), z.string(), z.string().nullable()])),
});
export type AmendedDates = z.infer<typeof amendedDatesSchema>;
