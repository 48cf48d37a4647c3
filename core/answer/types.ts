/**
 * The types the answer composer (compose.ts) and its parts (relevance.ts, nextSteps.ts) share, in
 * a file of their own so that those parts need not import the composer back.
 */
import type { LawRecord } from '../laws/types';
import type { Passage } from './passage';

/** What the composer reads of a law record (core/laws LawRecord has all of it). */
export type ComposableLaw = Pick<
  LawRecord,
  'id' | 'kind' | 'title' | 'citation' | 'summary' | 'penalties' | 'category' | 'government_source' | 'agency' | 'categoryId'
> &
  Partial<Pick<LawRecord, 'usc' | 'keywords' | 'synonyms' | 'heading' | 'passage' | 'passageAlso'>>;

export interface RankedLaw<L extends ComposableLaw = ComposableLaw> {
  record: L;
  score: number;
  /** Why the search found it (a citation or Act name the user typed is always relevant). */
  match?: 'citation' | 'act' | 'text';
}

/** The best passage of a law's official text for the question, when the caller holds that text. */
export type PassageFinder = (law: ComposableLaw, exclude: readonly string[]) => Passage | undefined;

/** The records of one U.S. Code section (guides first), for federal law that may also apply. */
export type SectionLaws = (title: number, section: string) => readonly ComposableLaw[];
