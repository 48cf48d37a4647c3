import { z } from 'zod';
import { isStateCode } from '../data/states';
import { parseQuestion } from '../whatsIllegal/question';
import { answerEngineSchema, POST_MAX, tooLongMessage } from './legal';

/** Spec part 2 §5 (custom mode); also what the server answers a question without an activity. */
export const ENTER_ACTIVITY_MESSAGE = 'Please enter an activity and select a state.';
/** Spec part 2 §5 (template mode). */
export const SELECT_BOTH_MESSAGE = 'Please select both an activity and a state.';
export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const SELECT_STATE_MESSAGE = 'Please select a state.';
export const unknownStateMessage = (code: string) => `Unknown state: ${code}`;

/** The typed activity: as long as any post (core/schemas/legal.ts POST_MAX). */
export const WHATS_ILLEGAL_ACTIVITY_MAX = POST_MAX;
export const ACTIVITY_TOO_LONG_MESSAGE = tooLongMessage('the activity', WHATS_ILLEGAL_ACTIVITY_MAX);
/** The question around it: "Is it illegal to {activity} in the state of {state name}?". */
export const WHATS_ILLEGAL_QUESTION_MAX = WHATS_ILLEGAL_ACTIVITY_MAX + 100;

/**
 * POST /api/whats-illegal/chat body (spec part 2 §3 "What's-illegal request"): the question as
 * built by the screen, the state's two-letter code and its name. The activity inside the
 * question must not be blank.
 */
export const whatsIllegalRequestSchema = z.object({
  question: z
    .string({ error: ENTER_ACTIVITY_MESSAGE })
    .trim()
    .min(1, ENTER_ACTIVITY_MESSAGE)
    // The user's limit is the activity's (5,000), not the question around it: the message says that one.
    .max(WHATS_ILLEGAL_QUESTION_MAX, ACTIVITY_TOO_LONG_MESSAGE)
    .refine((question) => parseQuestion(question).activity !== '', ENTER_ACTIVITY_MESSAGE)
    .refine((question) => parseQuestion(question).activity.length <= WHATS_ILLEGAL_ACTIVITY_MAX, ACTIVITY_TOO_LONG_MESSAGE),
  state: z
    .string({ error: SELECT_STATE_MESSAGE })
    .trim()
    .min(1, SELECT_STATE_MESSAGE)
    .max(8, SELECT_STATE_MESSAGE)
    .transform((code) => code.toUpperCase())
    .refine(isStateCode, { error: (issue) => unknownStateMessage(String(issue.input)) }),
  stateName: z.string({ error: SELECT_STATE_MESSAGE }).trim().max(100),
});
export type WhatsIllegalRequest = z.infer<typeof whatsIllegalRequestSchema>;

/** A verified source link (spec part 2 §3): `isGov` flags an official .gov site (the badge). */
export const whatsIllegalSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  isGov: z.boolean(),
});
export type WhatsIllegalSource = z.infer<typeof whatsIllegalSourceSchema>;

/**
 * The answer (spec part 2 §3 "Response": answer, sources, statute, penalty) plus which engine
 * produced it (DESIGN.md) and any notice about how it was produced.
 */
export const whatsIllegalResponseSchema = z.object({
  answer: z.string(),
  sources: z.array(whatsIllegalSourceSchema),
  /** The legal reference box. */
  statute: z.string(),
  /** The potential-penalty box. */
  penalty: z.string(),
  engine: answerEngineSchema,
  notice: z.string().optional(),
});
export type WhatsIllegalResponse = z.infer<typeof whatsIllegalResponseSchema>;
