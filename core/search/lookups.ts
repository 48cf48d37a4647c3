/**
 * Where the search engine reads its records, and its lookups by section. The server
 * hands the engine its array of records; a phone's search worker hands it a compact store that
 * builds a record only when asked (core/laws/compactLibrary.ts CompactLaws), so 51,386 records never sit in
 * its memory beside the index. The index and its lookups hold positions, never records.
 * Pure: server and worker alike.
 */
import type { LawRecord } from '../laws/types';
import { workSlices } from '../time/pause';

/** What ranking reads of a record (kind, citation, category), cheap to get without building the record. */
export type RecordFacts = Pick<LawRecord, 'id' | 'kind' | 'usc' | 'heading' | 'category' | 'categoryId' | 'legalCategory' | 'carded'>;

/** The records an index is built over, by position (the same positions when it is loaded back). */
export interface LawRecordSource {
  readonly length: number;
  /** The whole record (a compact source builds it on every call). */
  at(position: number): LawRecord;
  /** Its facts, without building the whole record. */
  facts(position: number): RecordFacts;
  /** What the index reads of it (the search fields), when that is cheaper than `at` (a compact source). */
  searchFields?(position: number): LawRecord;
}

/** An array of records as a source (the server's: every record is already in memory). */
export function arraySource(records: readonly LawRecord[]): LawRecordSource {
  return { length: records.length, at: (i) => records[i]!, facts: (i) => records[i]! };
}

export function isRecordSource(records: readonly LawRecord[] | LawRecordSource): records is LawRecordSource {
  return !Array.isArray(records);
}

/** The lower-cased `title/section` key of the lookups. */
export const sectionKeyOf = (title: number, section: string) => `${title}/${section.toLowerCase()}`;

export interface SectionLookups {
  /** lower-cased `title/section` -> its records, guides first. */
  readonly bySection: { get(key: string): LawRecord[] | undefined };
  /** lower-cased section -> the records of that number in every title: titles with a guide on it first, then official title order, guides first. */
  readonly byBareSection: { get(section: string): LawRecord[] | undefined };
  /** lower-cased `title/section` -> a number that follows official order (for Act ranges). */
  readonly ordinal: { get(key: string): number | undefined };
}

/**
 * The section lookups over positions: one map from `title/section` to its positions (guides
 * first). A section's ordinal is the position of its first section record (sections come in
 * official order); a bare number is looked up by a pass over the keys (a rare query), not kept.
 */
export function sectionLookups(source: LawRecordSource): SectionLookups {
  const steps = lookupSteps(source);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * The same lookups, made in slices of a few ms with a pause between them while the server warms
 * up (docs/performance.md, "The server while it builds").
 */
export async function sectionLookupsInSteps(source: LawRecordSource): Promise<SectionLookups> {
  const slices = workSlices();
  const steps = lookupSteps(source);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    if (slices.due()) await slices.pause();
  }
}

/** Records read between two chances to pause (well under a millisecond). */
const RECORDS_PER_STEP = 1_000;

function* lookupSteps(source: LawRecordSource): Generator<void, SectionLookups> {
  const positions = new Map<string, number | number[]>();
  const firstSection = new Map<string, number>();
  for (let i = 0; i < source.length; i++) {
    const { kind, usc } = source.facts(i);
    const k = sectionKeyOf(usc.title, usc.section);
    const known = positions.get(k);
    if (known === undefined) positions.set(k, i);
    else if (typeof known === 'number') positions.set(k, [known, i]);
    else known.push(i);
    if (kind === 'section' && !firstSection.has(k)) firstSection.set(k, i);
    if ((i + 1) % RECORDS_PER_STEP === 0) yield;
  }
  yield;
  const isGuide = (i: number) => source.facts(i).kind === 'guide';
  const guidesFirst = (list: number[]) => list.sort((a, b) => (isGuide(a) === isGuide(b) ? 0 : isGuide(a) ? -1 : 1));
  for (const list of positions.values()) if (typeof list !== 'number') guidesFirst(list);
  const positionsOf = (k: string): number[] => {
    const known = positions.get(k);
    return known === undefined ? [] : typeof known === 'number' ? [known] : known;
  };

  return {
    bySection: {
      get(k) {
        const list = positionsOf(k);
        return list.length ? list.map((i) => source.at(i)) : undefined;
      },
    },
    byBareSection: {
      get(bare) {
        const suffix = `/${bare}`;
        const list: number[] = [];
        for (const k of positions.keys()) if (k.endsWith(suffix) && /^\d+$/.test(k.slice(0, -suffix.length))) list.push(...positionsOf(k));
        if (!list.length) return undefined;
        const facts = new Map(list.map((i) => [i, source.facts(i)]));
        const guided = new Set(list.filter(isGuide).map((i) => facts.get(i)!.usc.title));
        list.sort((a, b) => {
          const fa = facts.get(a)!;
          const fb = facts.get(b)!;
          return (
            Number(guided.has(fb.usc.title)) - Number(guided.has(fa.usc.title)) ||
            fa.usc.title - fb.usc.title ||
            (fa.kind === fb.kind ? a - b : fa.kind === 'guide' ? -1 : 1)
          );
        });
        return list.map((i) => source.at(i));
      },
    },
    ordinal: { get: (k) => firstSection.get(k) },
  };
}
