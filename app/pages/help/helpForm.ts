import { schemaResolver } from '@mantine/form';
import type { User } from '../../../core/schemas/auth';
import { DEFAULT_HELP_URGENCY, helpFormSchema, type HelpCategory, type HelpMessage, type HelpUrgency } from '../../../core/schemas/help';

/** The form as the user fills it: no category ('') until one is chosen. */
export interface HelpFormValues {
  category: HelpCategory | '';
  urgency: HelpUrgency;
  subject: string;
  message: string;
}

/** Spec part 1 §9: urgency defaults to medium. */
export const initialHelpValues: HelpFormValues = {
  category: '',
  urgency: DEFAULT_HELP_URGENCY,
  subject: '',
  message: '',
};

/** Field errors with the spec's exact messages (core/schemas/help). */
export const validateHelp = schemaResolver(helpFormSchema, { sync: true });

/**
 * The request body (spec part 1 §3 "Help message sent"): the form, the time Send was
 * pressed, and who is sending it (the signed-in user: id, email, full legal name).
 */
export function toHelpMessage(values: HelpFormValues, user: User, now: Date = new Date()): HelpMessage {
  const form = helpFormSchema.parse(values);
  return {
    ...form,
    timestamp: now.toISOString(),
    userEmail: user.email,
    userName: user.fullLegalName,
    userId: user.id,
  };
}

export const HELP_SEND_FAILED = 'Failed to send message';
export const HELP_TRY_LATER = 'Please try again later.';
