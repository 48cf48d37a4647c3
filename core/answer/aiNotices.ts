/** Why an AI model's answer was not used; each falls back to the built-in engine. */
export type AiFailureReason = 'timeout' | 'rate-limited' | 'upstream' | 'unreachable' | 'malformed' | 'refusal' | 'cancelled';

/** The notice shown with the built-in engine's answer when the AI model's could not be used. */
export const AI_FALLBACK_NOTICES: Record<AiFailureReason, string> = {
  timeout: 'The AI model took too long to answer, so the built-in engine answered instead.',
  'rate-limited': 'The AI model is busy right now, so the built-in engine answered instead.',
  upstream: 'The AI model could not answer, so the built-in engine answered instead.',
  unreachable: 'The AI model could not be reached, so the built-in engine answered instead.',
  malformed: 'The AI model’s answer could not be used, so the built-in engine answered instead.',
  refusal: 'The AI model declined to answer, so the built-in engine answered instead.',
  // Nobody is left to read it: the reader went away while the model was writing.
  cancelled: 'The AI model’s answer was stopped before it was finished, so the built-in engine answered instead.',
};

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return seconds === 1 ? 'second' : `${seconds} seconds`;
}

function wait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 message of the per-user AI limit. */
export function aiRateLimitMessage(limit: number, windowSeconds: number, retryAfterSeconds: number): string {
  return `You have reached the limit of ${limit} AI ${limit === 1 ? 'answer' : 'answers'} per ${duration(windowSeconds)}. Please try again in ${wait(retryAfterSeconds)}.`;
}

/** Shown with a custom test when some of the AI model's questions failed the checks and the library's replaced them. */
export function aiQuestionsReplacedNotice(count: number): string {
  return count === 1
    ? "1 of the AI model's questions could not be checked against the law library, so a question built from the library replaces it."
    : `${count} of the AI model's questions could not be checked against the law library, so questions built from the library replace them.`;
}
