import { beforeAll, describe, expect, it } from 'vitest';
import { getFullText, getLawRecords, lawStats, listLaws } from '../../core/laws';
import { makeCorpusLibrary } from '../../core/laws/corpusLibrary';
import type { LibraryLaw } from '../../core/schemas/legal';
import type { CompactLaws } from '../../core/laws/compactLibrary';
import { getCorpusIndex, loadIndex, serializeIndex } from '../../core/search';
import { loadLibraryLaws, loadLibraryStore } from '../db/lawLibrary';
import { createLibraryWorker } from './libraryWorker';
import type { SaveResult, WorkerReply } from './protocol';
import { libraryResponse } from './testLibrary';
import type { SavedLibraryLaw } from '../db/types';
import { listSavedLaws, megabytes, savedLibraryStats } from './savedLaws';

// The whole library as a device that saved it holds it: the server's compact payload, sent as
// its lines in pieces, saved by the search worker's own code as they arrive (stored and indexed
// part by part) and read back (app/db/lawLibrary.ts): kept compact, as the worker keeps it, and
// expanded into records.
let saved: SavedLibraryLaw[];
let laws: LibraryLaw[];
let compact: CompactLaws;
beforeAll(async () => {
  const { library } = await makeCorpusLibrary();
  const worker = createLibraryWorker({ fetch: async () => libraryResponse(library, { pieces: 400 }), engine: 'e', keepIndexDelayMs: 0 });
  const replies: WorkerReply[] = [];
  await worker.handle({ id: 1, type: 'save' }, (reply) => replies.push(reply));
  const done = replies.at(-1)!;
  if (done.kind !== 'done') throw new Error(`The save failed: ${JSON.stringify(done)}`);
  const info = (done.result as SaveResult).saved;
  saved = await loadLibraryLaws(info.slot);
  laws = saved;
  compact = await loadLibraryStore(info.slot);
}, 120_000);

describe('the library built on the device from the compact payload', () => {
  it("equals the server's records, every one of them, with the key laws' official text", () => {
    const server = getLawRecords();
    expect(saved).toHaveLength(server.length);
    for (let i = 0; i < server.length; i++) {
      const { fullText, ...record } = saved[i]!;
      if (record.id !== server[i]!.id || JSON.stringify(record) !== JSON.stringify(server[i]))
        expect(record, `record ${i}`).toEqual(server[i]);
      expect(fullText !== null, record.id).toBe(record.hasFullText);
    }
    expect(saved.find((l) => l.id === 'usc-15-1692c')?.fullText).toBe(getFullText(15, '1692c')!.text);
  });

  it("kept compact, builds the server's record at every position on demand, and states the facts ranking reads without building it", () => {
    const server = getLawRecords();
    expect(compact.length).toBe(server.length);
    for (let i = 0; i < server.length; i++) {
      const { fullText, ...record } = compact.at(i);
      if (JSON.stringify(record) !== JSON.stringify(server[i])) expect(record, `record ${i}`).toEqual(server[i]);
      const facts = compact.facts(i);
      const { id, kind, usc, heading, category, categoryId, legalCategory, carded } = server[i]!;
      const wanted = {
        id,
        kind,
        usc,
        heading,
        category,
        ...(categoryId ? { categoryId } : {}),
        ...(legalCategory ? { legalCategory } : {}),
        // A section with a card (core/data/sectionCards) says so: ranking boosts it as a guide.
        ...(carded ? { carded } : {}),
      };
      // A guide's facts are its record; a section's are built from its row alone.
      if (kind === 'guide' ? facts !== compact.at(i) : JSON.stringify(facts) !== JSON.stringify(wanted))
        expect(facts, `facts ${i}`).toEqual(wanted);
      expect(fullText !== null, record.id).toBe(record.hasFullText);
    }
  });
});

describe('the law database over the saved library', () => {
  it('has the figures the server states: total and every category with its count, in the same order', () => {
    const server = lawStats();
    const saved = savedLibraryStats(laws, { rawBytes: 44_000_000, lastUpdated: server.lastUpdated });
    expect(saved.totalLaws).toBe(server.totalLaws);
    expect(saved.categories).toEqual(server.categories);
    expect(saved.lastUpdated).toBe(server.lastUpdated);
    expect(saved.estimatedSizeMB).toBe('42.0');
  });

  it('pages, filters and searches exactly as the server does', () => {
    const index = getCorpusIndex();
    const cases = [
      { page: 1, limit: 20 },
      { page: 3, limit: 20 },
      { page: 2_570, limit: 20 }, // the last page
      { page: 1, limit: 50, category: 'Debt Collection' },
      { page: 1, limit: 20, category: 'housing' },
      { page: 2, limit: 20, category: 'The Public Health and Welfare' },
      { page: 1, limit: 10, q: 'landlord kicked me out' },
      { page: 1, limit: 10, q: '42 USC 3604' },
      { page: 2, limit: 10, q: 'overtime', category: 'employment' },
      { page: 1, limit: 20, category: 'nothing-like-this' },
    ];
    // The worker's form: the compact laws, and the index over them (the server's, loaded back as a stored index is).
    const compactIndex = loadIndex(serializeIndex(index), compact);
    for (const query of cases) {
      const server = listLaws(query);
      expect(listSavedLaws(laws, index, query), JSON.stringify(query)).toEqual(server);
      expect(listSavedLaws(compact, compactIndex, query), `compact ${JSON.stringify(query)}`).toEqual(server);
    }
  }, 240_000); // builds the index of the whole library (a few seconds; far more on a loaded machine)

  it('needs the index only for a text search', () => {
    expect(listSavedLaws(laws, null, { page: 1, limit: 5 }).laws).toHaveLength(5);
    expect(() => listSavedLaws(laws, null, { page: 1, limit: 5, q: 'overtime' })).toThrow(/index/);
  });

  it('states sizes in MB of 1024 × 1024 bytes, one decimal', () => {
    expect(megabytes(1024 * 1024)).toBe('1.0');
    expect(megabytes(42_800_000)).toBe('40.8');
  });
});
