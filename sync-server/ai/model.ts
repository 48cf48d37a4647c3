/**
 * The one place the server talks to an AI model: the official `openai` SDK against any
 * OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp's server, vLLM). Every failure becomes an
 * AiFailure with a reason, so callers can fall back to the built-in engine.
 */
import OpenAI from 'openai';
import type { AiFailureReason } from '../../core/answer/aiNotices';
import type { Config } from '../config';

export class AiFailure extends Error {
  override name = 'AiFailure';
  constructor(
    readonly reason: AiFailureReason,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface ChatTurn {
  role: 'system' | 'user';
  content: string;
}

/** What one call may change of the configured request. */
export interface CompleteOptions {
  /**
   * Tokens this reply may use instead of OPENAI_MAX_TOKENS: for replies whose length the server
   * sets (a whole contract, a number of quiz questions), each feature bounding its own figure.
   */
  maxTokens?: number;
  /** A reply cut off at the token limit is a failure ('malformed'), not a shorter answer. */
  whole?: boolean;
}

export interface StreamOptions {
  /** Aborted when nobody is reading any more (the client went away): the model stops writing. */
  cancel?: AbortSignal;
}

export interface AiModel {
  /** The model's name (OPENAI_MODEL). */
  readonly name: string;
  /** The whole reply text. */
  complete(turns: ChatTurn[], options?: CompleteOptions): Promise<string>;
  /** The reply text as it is written. Ending the loop early cancels the request. */
  stream(turns: ChatTurn[], options?: StreamOptions): AsyncGenerator<string>;
}

const OPENAI_URL = 'https://api.openai.com/v1';

/** The configured model, or undefined when neither OPENAI_API_KEY nor OPENAI_BASE_URL is set. */
export function openAiModel(config: Config): AiModel | undefined {
  if (!config.openaiApiKey && !config.openaiBaseUrl) return undefined;
  const name = config.openaiModel!;
  const timeoutMs = config.openaiTimeoutMs;
  const client = new OpenAI({
    // Local servers (Ollama, llama.cpp) need no key, but the SDK wants one.
    apiKey: config.openaiApiKey ?? 'no-key',
    baseURL: config.openaiBaseUrl ?? OPENAI_URL,
    timeout: timeoutMs,
    // A retry would double the wait; the built-in engine answers instead.
    maxRetries: 0,
  });
  const params = (turns: ChatTurn[], maxTokens = config.openaiMaxTokens) => ({
    model: name,
    messages: turns,
    max_tokens: maxTokens,
    temperature: 0.2,
  });

  return {
    name,
    async complete(turns, options = {}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const completion = await client.chat.completions.create(params(turns, options.maxTokens), { signal: controller.signal });
        const choice = completion?.choices?.[0];
        if (!choice?.message) throw new AiFailure('malformed', 'no choice in the reply');
        if (choice.message.refusal || choice.finish_reason === 'content_filter') throw new AiFailure('refusal');
        if (options.whole && choice.finish_reason === 'length')
          throw new AiFailure('malformed', 'the reply was cut off at the token limit');
        const text = choice.message.content;
        if (typeof text !== 'string' || !text.trim()) throw new AiFailure('malformed', 'empty answer');
        return text;
      } catch (error) {
        throw toFailure(error, controller.signal);
      } finally {
        clearTimeout(timer);
      }
    },

    async *stream(turns, options = {}) {
      const controller = new AbortController();
      const cancel = () => controller.abort();
      options.cancel?.addEventListener('abort', cancel, { once: true });
      // No token for timeoutMs, or three times that in all, is a timeout.
      let idle = setTimeout(() => controller.abort(), timeoutMs);
      const total = setTimeout(() => controller.abort(), timeoutMs * 3);
      try {
        const chunks = await client.chat.completions.create({ ...params(turns), stream: true }, { signal: controller.signal });
        for await (const chunk of chunks) {
          clearTimeout(idle);
          idle = setTimeout(() => controller.abort(), timeoutMs);
          const choice = chunk?.choices?.[0];
          if (!choice) continue;
          if (choice.delta?.refusal || choice.finish_reason === 'content_filter') throw new AiFailure('refusal');
          if (choice.delta?.content) yield choice.delta.content;
        }
        // The SDK ends an aborted stream quietly, as if the model had finished.
        if (controller.signal.aborted) throw new AiFailure(options.cancel?.aborted ? 'cancelled' : 'timeout');
      } catch (error) {
        throw options.cancel?.aborted ? new AiFailure('cancelled') : toFailure(error, controller.signal);
      } finally {
        clearTimeout(idle);
        clearTimeout(total);
        options.cancel?.removeEventListener('abort', cancel);
        controller.abort();
      }
    },
  };
}

function toFailure(error: unknown, signal: AbortSignal): AiFailure {
  if (error instanceof AiFailure) return error;
  if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) return new AiFailure('timeout');
  if (error instanceof OpenAI.RateLimitError) return new AiFailure('rate-limited', error.message);
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') return new AiFailure('upstream', `HTTP ${error.status}`);
  if (error instanceof OpenAI.APIConnectionError) return new AiFailure('unreachable', error.message);
  return new AiFailure('malformed', error instanceof Error ? error.message : String(error));
}
