import path from 'node:path';
import { MAX_SOURCES } from '../../core/answer/compose';
import { composeUnderstood } from '../../core/answer/understood';
import { findState } from '../../core/data/states';
import { findLaw, findLawsBySection, listLaws, type ListLawsOptions } from '../../core/laws';
import type { SearchResponse } from '../../core/schemas/legal';
import type { WhatsIllegalRequest } from '../../core/schemas/whatsIllegal';
import { conceptOf } from '../../core/understanding/concepts';
import { readQuestion, stateForAnswer } from '../../core/understanding/read';
import type { Ai } from '../ai';
import type { Config } from '../config';
import { curatedHits } from './legalCategoryLaws';
import type { Store } from '../store';
import { getTextSearch } from '../textSearch';
import { officialGrounding, passageFinder } from './answerPassages';
import { rankLaws } from './lawRanking';
import { lawIndex } from './legalIndex';
import { searchLawText, type TextSearchRequest } from './legalTextSearch';
import { createTest, askTutor } from './tutor';
import { askWhatsIllegal } from './whatsIllegal';

/** A question to the Legal Assistant, already validated by its route. */
export interface LegalQuestion {
  query: string;
  /** A known Legal Category, or none. */
  category?: string;
  /** "Your state" (two-letter code), when the user has set it. */
  state?: string;
}

export interface LegalServiceDeps {
  config: Pick<Config, 'dataDir' | 'lawIndexDir'>;
  store: Store;
  /** The AI layer; undefined when no model is configured. */
  ai: Ai | undefined;
}

/** Where the full-text index lives: LAW_INDEX_DIR, else DATA_DIR/law-index (derived data, not the store). */
export function lawIndexDir(config: LegalServiceDeps['config']): string {
  return config.lawIndexDir ?? path.join(config.dataDir, 'law-index');
}

/**
 * The legal service, apart from HTTP: every answer that ranks laws goes through it, so it alone
 * reaches the headings index (legalIndex.ts) and the full-text index (started on first use).
 * `askLegal`, the Legal Assistant's answer: rank the laws (the headings engine blended with the
 * full text once its index is ready), find the passages that answer, compose the built-in
 * answer, keep the question in the user's recent searches, and gather what a model is grounded
 * on. Its siblings answer "101 What's Illegal" (whatsIllegal.ts), the tutor and custom tests
 * (tutor.ts), the text search (legalTextSearch.ts) and the Federal Laws Database's list. Routes
 * parse and validate the request and serialise what these return.
 */
export function legalService({ config, store, ai }: LegalServiceDeps) {
  /** The full-text index (started on first use; `index.ts` starts it at launch). */
  const textSearch = () => getTextSearch(lawIndexDir(config));

  async function askLegal({ query, category, state }: LegalQuestion, user: { id: string }) {
    // A Legal Category's canned question opens its curated top laws (core/data/legalCategories.ts).
    const hits =
      curatedHits(query) ?? (await rankLaws(await lawIndex(), query, { limit: MAX_SOURCES, category }, textSearch().start())).hits;
    const passageFor = await passageFinder(query, hits);
    // The post is read once: its danger, the state it names, what it asks (core/understanding).
    const reading = readQuestion(query);
    const local: SearchResponse = composeUnderstood(query, hits, {
      engine: 'built-in',
      state,
      passageFor,
      sectionLaws: findLawsBySection,
      reading,
    });
    // The answer is only sent once the search is on disk in the user's recent searches.
    await store.recentSearches.add(user.id, query);
    // The model is grounded on what the built-in answer presents: every law found for a federal
    // question, only the federal law that truly applies to a state-law one, nothing when no law fits.
    const kind = local.jurisdiction?.kind;
    const grounding =
      // A concept question is answered from the glossary (with its sources), not by the model.
      kind === 'none' || conceptOf(query)
        ? []
        : kind === 'state'
          ? local.sources.flatMap((s) => (s.lawId ? [findLaw(s.lawId)].filter((r) => r !== undefined) : []))
          : hits.map((h) => h.record);
    // A state the question names wins over the saved one (the built-in answer says so).
    const answerState = stateForAnswer(reading, state)?.code;
    const stateName = answerState ? findState(answerState)?.name : undefined;
    // The model quotes the law from these official words, and its quotations are checked against them.
    const officialText = ai && grounding.length ? await officialGrounding(grounding, passageFor) : undefined;
    return {
      userId: user.id,
      role: 'assistant' as const,
      question: query,
      scope: [category ?? '', answerState ?? ''].join('|'),
      grounding,
      local,
      stateName,
      officialText,
      reading,
    };
  }

  return {
    askLegal,
    askWhatsIllegal: (request: WhatsIllegalRequest, user: { id: string }) => askWhatsIllegal(request, user, { ai, textSearch }),
    askTutor: (question: string, user: { id: string }) => askTutor(question, user, ai),
    createTest: (request: Parameters<typeof createTest>[0], user: { id: string }) => createTest(request, user, { ai, store }),
    searchText: (request: TextSearchRequest) => searchLawText(request, textSearch),
    /** A page of the Federal Laws Database; a text filter is a ranked search, so it waits for the shared index rather than build it inline. */
    federalLaws: async (query: ListLawsOptions) => {
      if (query.q) await lawIndex();
      return listLaws(query);
    },
    textSearch,
  };
}

export type LegalService = ReturnType<typeof legalService>;
export type LegalSearch = Awaited<ReturnType<LegalService['askLegal']>>;
