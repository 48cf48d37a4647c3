import { z } from 'zod';
import { accountMessages } from '../accountMessages';
import { receiptSchema } from '../receipts/receipt';
import { helpTicketSchema } from './help';
import { recentSearchSchema } from './legal';

/**
 * Deleting an account and taking its data (DELETE /api/auth/me, GET /api/auth/me/export).
 * The Privacy Policy promises deleted account data is removed within 30 days (spec part 2 §9);
 * the server removes it at once. See docs/first-day.md.
 */

export { accountMessages };

/** DELETE /api/auth/me: the password, asked again so a borrowed unlocked phone cannot do it. */
export const deleteAccountSchema = z.object({
  password: z.string(accountMessages.passwordRequired).min(1, accountMessages.passwordRequired).max(1024),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountSchema>;

/** What was removed, per kind (what a user would recognise). */
export const deletedCountsSchema = z.object({
  sessions: z.number().int(),
  recentSearches: z.number().int(),
  helpTickets: z.number().int(),
  savedAnswers: z.number().int(),
  quizResults: z.number().int(),
  battles: z.number().int(),
});
export type DeletedCounts = z.infer<typeof deletedCountsSchema>;

export const deleteAccountReplySchema = z.object({ ok: z.literal(true), deleted: deletedCountsSchema });
export type DeleteAccountReply = z.infer<typeof deleteAccountReplySchema>;

/** The account's own fields: everything kept about the person except the password's hash and salt. */
export const exportedProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullLegalName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string(),
  disclaimerAccepted: z.boolean(),
  disclaimerAcceptedAt: z.string().nullable(),
  createdAt: z.string(),
  stateCode: z.string().nullable().optional(),
});

/** GET /api/auth/me/export: everything the account holds, as JSON. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: exportedProfileSchema,
  /** Signed-in sessions: when each ends (the ids are secrets and are not shown). */
  sessions: z.array(z.object({ expiresAt: z.string() })),
  recentSearches: z.array(recentSearchSchema),
  helpTickets: z.array(helpTicketSchema),
  savedAnswers: z.array(receiptSchema),
  quizResults: z.array(z.record(z.string(), z.unknown())),
  battles: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
