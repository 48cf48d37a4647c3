import type { Config } from '../config';

/** The start-up line saying who answers questions (never the key). */
export function describeAnswerEngine(config: Config): string {
  if (!config.openaiApiKey && !config.openaiBaseUrl) {
    return 'Answers: the built-in engine (no AI model configured; set OPENAI_API_KEY or OPENAI_BASE_URL to use one).';
  }
  const where = config.openaiBaseUrl ?? 'https://api.openai.com/v1';
  return `Answers: AI model "${config.openaiModel}" at ${where} (timeout ${config.openaiTimeoutMs} ms), the built-in engine when it fails.`;
}
