import { z } from 'zod';

/**
 * Amendment source verification (spec part 1 §3 "Source verification result", §7; part 2 §2
 * "Amendment Source Verification", §3 "Amendment verification response", §7).
 */

/** One official page checked for one amendment (or, for a transcript page, several). */
export const sourceCheckSchema = z.object({
  url: z.string(),
  /** The page was fetched from an allow-listed official host and contains the text. */
  isValid: z.boolean(),
  /** The host ends in .gov. */
  isGovernmentSite: z.boolean(),
  /** A distinctive phrase of the amendment's official text is on the page. */
  contentFound: z.boolean(),
  /** Why the source failed, in plain words; null when it is valid. */
  error: z.string().nullable(),
});
export type SourceCheck = z.infer<typeof sourceCheckSchema>;

/**
 * GET /api/verify/amendment-source/{number}: the spec's fields for the amendment's official
 * source, plus every source that was checked (the amendment's page on constitution.congress.gov,
 * then the National Archives transcript when the first did not confirm the text).
 */
export const amendmentSourceVerificationSchema = sourceCheckSchema.extend({
  /** "1st", "2nd", ... */
  number: z.string(),
  /** What the page says where the phrase was found (or how the page begins when it was not). */
  actualContent: z.string().nullable(),
  /** The official page that confirmed the text, or null when none did. */
  verifiedBy: z.string().nullable(),
  checks: z.array(sourceCheckSchema.extend({ actualContent: z.string().nullable() })),
  /** ISO time of the oldest page fetch behind this result (results are cached for a day). */
  checkedAt: z.string(),
});
export type AmendmentSourceVerification = z.infer<typeof amendmentSourceVerificationSchema>;

/** GET /api/verify/all-amendment-sources (part 2 §3). One result per official page checked. */
export const amendmentVerificationResponseSchema = z.object({
  totalVerified: z.number().int(),
  validSources: z.number().int(),
  governmentSources: z.number().int(),
  failedSources: z.array(z.object({ url: z.string(), error: z.string().nullable() })),
  results: z.array(sourceCheckSchema),
  checkedAt: z.string(),
});
export type AmendmentVerificationResponse = z.infer<typeof amendmentVerificationResponseSchema>;

export const UNKNOWN_AMENDMENT = 'Unknown';

/**
 * Which amendment a source URL is about (part 2 §2): the number in ".../amendment-14/", the
 * range of a transcript page (".../amendments-11-27"), 1-10 for a Bill of Rights page, else
 * 'Unknown'.
 */
export function amendmentOfSourceUrl(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname.toLowerCase();
  } catch {
    return UNKNOWN_AMENDMENT;
  }
  const range = /amendments?-(\d+)-(\d+)/.exec(path);
  if (range) return `${range[1]}-${range[2]}`;
  const single = /amendment-?(\d+)/.exec(path);
  if (single) return single[1]!;
  if (path.includes('bill-of-rights')) return '1-10';
  const anyNumber = /(\d+)/.exec(path);
  return anyNumber ? anyNumber[1]! : UNKNOWN_AMENDMENT;
}

/** True for hosts under .gov (part 1 §3 isGovernmentSite). */
export function isGovernmentHost(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    return host.endsWith('.gov');
  } catch {
    return false;
  }
}
