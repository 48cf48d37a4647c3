/**
 * Dates and figures of the Terms of Service and the Privacy Policy (spec part 2 §2, §9), kept
 * once so every page that quotes them says the same.
 */
export const TERMS_LAST_UPDATED = '2025-01-13';
export const TERMS_EFFECTIVE = '2025-01-01';
export const PRIVACY_LAST_UPDATED = '2025-01-13';

export const policyFigures = {
  /** Query logs are anonymised after this many days. */
  queryLogsAnonymizedAfterDays: 90,
  /** A deleted account's data is removed within this many days. */
  deletedAccountRemovedWithinDays: 30,
  /** Users are told of a breach within this many hours. */
  breachNoticeWithinHours: 72,
  /** The privacy team answers within this many hours. */
  privacyResponseWithinHours: 48,
  /** The service is not for children under this age. */
  minimumAge: 13,
  /** Support answers within this range of business hours (terms, section 14). */
  supportResponseBusinessHours: '48-72',
  /** The accessibility standard (terms, section 13). */
  accessibilityStandard: 'WCAG 2.1 AA',
} as const;

/** "2025-01-13" -> "January 13, 2025" (a calendar date: no time zone shift). */
export function formatPolicyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
