import { z } from 'zod';

/**
 * Read aloud: the app asks for one sentence (or short passage) at a time, so it can
 * highlight the sentence being read and start speaking after the first one is made.
 */
export const NARRATION_MAX_TEXT = 2_000;

export const narrationMessages = {
  empty: 'There is no text to read aloud.',
  tooLong: `Send at most ${NARRATION_MAX_TEXT.toLocaleString('en-US')} characters at a time.`,
  failed: 'The audio could not be made right now. Please try again later.',
  tooMany: 'Too many narrations at once. Please wait a minute and try again.',
} as const;

export const narrationRequestSchema = z.object({
  text: z.string().trim().min(1, narrationMessages.empty).max(NARRATION_MAX_TEXT, narrationMessages.tooLong),
});
export type NarrationRequest = z.infer<typeof narrationRequestSchema>;

export const narrationResponseSchema = z.object({
  /** GET it for the MP3 (cacheable for a year: the file never changes under its name). */
  audioUrl: z.string(),
});
export type NarrationResponse = z.infer<typeof narrationResponseSchema>;
