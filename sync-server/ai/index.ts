/**
 * The AI layer: every AI feature goes through `Ai`. It answers from the 24-hour cache
 * when it can, holds each user to the AI rate limit (a clear 429), calls the model, and on any
 * failure gives the built-in engine's answer with a notice: the user never gets nothing.
 * Absent (undefined) when no model is configured: every feature then uses its local engine.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { AI_FALLBACK_NOTICES, aiRateLimitMessage } from '../../core/answer/aiNotices';
import type { LeadRule } from '../../core/answer/aiLead';
import type { ComposableLaw } from '../../core/answer/compose';
import { searchResponseSchema, type SearchResponse } from '../../core/schemas/legal';
import type { Config } from '../config';
import { ApiError } from '../http/errors';
import { retryAfterSeconds } from '../http/slidingWindow';
import { limitsCollection, type LimitsCollection } from '../store/limits';
import type { Store } from '../store';
import { aiLegalAnswer, leakGuard } from './legalAnswer';
import type { OfficialGrounding } from './prompts';
import { AiFailure, openAiModel, type AiModel } from './model';
import type { LegalAnswerRole } from './prompts';
import { isSafetyParagraph } from '../../core/safety/danger';

export { AiFailure, type AiModel, type ChatTurn, type CompleteOptions } from './model';

export type Log = (...args: unknown[]) => void;

export interface LegalAnswerInput {
  userId: string;
  role: LegalAnswerRole;
  question: string;
  /** Part of what makes two questions identical (the search's category filter). */
  scope?: string;
  grounding: readonly ComposableLaw[];
  /** The built-in engine's answer: the fallback. */
  local: SearchResponse;
  /** Stream the checked text as it is ready. */
  onText?: (text: string) => void;
  /** The client went away: the model stops writing (and the answer is not cached). */
  cancel?: AbortSignal;
  /** "Your state"'s name, when the user has set it (the state-law statement names it). */
  stateName?: string;
  /** Official words to ground on and check quotations against. */
  officialText?: OfficialGrounding;
}

/** One AI call with everything around it: cache, rate limit, fallback. */
export interface AiCall<T> {
  userId: string;
  /** Names the feature in the cache key and the logs. */
  feature: string;
  /** What makes two requests the same (normalized by the caller where it matters). */
  cacheKey: unknown[];
  /** Checks a cached value is still of the reply's shape. */
  schema: z.ZodType<T>;
  /** The model's answer; throws AiFailure when it cannot be used. */
  ask(model: AiModel): Promise<T>;
  /** The built-in engine's answer with the notice of why it is used. */
  fallback(notice: string): T;
}

export class Ai {
  readonly #model: AiModel;
  readonly #store: Store;
  readonly #limit: number;
  readonly #windowSeconds: number;
  readonly #calls: LimitsCollection;
  readonly #guard: (raw: string) => void;
  readonly #log: Log;

  constructor(
    model: AiModel,
    store: Store,
    config: Pick<Config, 'aiRateLimit' | 'aiRateWindowSeconds' | 'openaiApiKey' | 'sessionKeys'>,
    log: Log,
    now: () => number = Date.now,
  ) {
    this.#model = model;
    this.#store = store;
    this.#limit = config.aiRateLimit;
    this.#windowSeconds = config.aiRateWindowSeconds;
    // Counted in the store: every instance holds a user to one limit.
    this.#calls = limitsCollection(store.sql, now);
    this.#guard = leakGuard([config.openaiApiKey, ...(config.sessionKeys ?? [])]);
    this.#log = log;
  }

  get modelName(): string {
    return this.#model.name;
  }

  /** The text checker every feature's model reply goes through (prompt and secrets never shown). */
  get guard(): (raw: string) => void {
    return this.#guard;
  }

  /** A grounded legal answer (Legal Assistant, chat tutor); the built-in answer when there is nothing to ground it on. */
  legalAnswer(input: LegalAnswerInput): Promise<SearchResponse> {
    if (input.grounding.length === 0) return Promise.resolve(input.local);
    return this.call({
      userId: input.userId,
      feature: `legal-${input.role}`,
      cacheKey: [normalizeQuestion(input.question), input.scope ?? '', input.grounding.map((law) => law.id)],
      schema: searchResponseSchema,
      ask: (model) =>
        aiLegalAnswer(
          model,
          {
            role: input.role,
            question: input.question,
            grounding: input.grounding,
            onText: input.onText,
            cancel: input.cancel,
            stream: !!input.onText,
            lead: leadRuleOf(input.local),
            jurisdiction: input.local.jurisdiction,
            stateName: input.stateName,
            officialText: input.officialText,
          },
          this.#guard,
        ),
      fallback: (notice) => ({ ...input.local, notice }),
    });
  }

  async call<T>(call: AiCall<T>): Promise<T> {
    const key = createHash('sha256')
      .update(JSON.stringify([call.feature, this.#model.name, ...call.cacheKey]))
      .digest('hex');
    const cached = await this.#store.aiAnswers.get(key);
    if (cached) {
      const parsed = await call.schema.safeParseAsync(cached.value);
      if (parsed.success) return parsed.data;
    }
    await this.#admit(call.userId);
    let answer: T;
    try {
      answer = await call.ask(this.#model);
    } catch (error) {
      const failure =
        error instanceof AiFailure ? error : new AiFailure('upstream', error instanceof Error ? error.message : String(error));
      this.#log(`[laws-ai] AI model "${this.#model.name}" (${call.feature}) not used: ${failure.message}`);
      return call.fallback(AI_FALLBACK_NOTICES[failure.reason]);
    }
    // A full disk must not take the answer away: it is just not cached.
    await this.#store.aiAnswers
      .put(key, call.feature, answer)
      .catch((error: unknown) => this.#log('[laws-ai] AI answer not cached:', error));
    return answer;
  }

  /** Counts an AI call for the user, or 429 with how long to wait. */
  async #admit(userId: string): Promise<void> {
    const wait = await this.#calls.take(`ai:${userId}`, this.#limit, this.#windowSeconds * 1000);
    if (wait > 0) {
      const seconds = retryAfterSeconds(wait);
      throw new ApiError(429, aiRateLimitMessage(this.#limit, this.#windowSeconds, seconds), {
        headers: { 'Retry-After': String(seconds) },
      });
    }
  }
}

/** The built-in answer's first paragraph, which the model's must match in kind. */
function leadRuleOf(local: SearchResponse): LeadRule | undefined {
  // The crisis lines that open a danger post's answer are not its lead (they are added again after).
  const first = local.response
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !isSafetyParagraph(p));
  return first ? { lead: first, stateLaw: local.jurisdiction?.kind === 'state' } : undefined;
}

/** Case, spacing and trailing punctuation do not make a question different. */
export function normalizeQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s?.!]+$/, '')
    .trim();
}

/** The AI layer for this configuration, or undefined when no model is configured. */
export function createAi(config: Config, store: Store, log: Log): Ai | undefined {
  const model = openAiModel(config);
  return model ? new Ai(model, store, config, log) : undefined;
}
