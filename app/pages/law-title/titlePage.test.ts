import { beforeEach, describe, expect, it } from 'vitest';
import type { TitleSection } from '../../../core/schemas/legal';
import { db } from '../../db/database';
import { beginTitleSave, finishTitleSave, storeTitleSections } from '../../db/savedTitles';
import { TitleSaveError, titleSaveMessages } from '../../search/titleDownload';
import { savePercent, titleSizeLine } from './SaveTitleCard';
import { filterSections, pageOfAnchor, SECTIONS_PER_PAGE, sectionKey } from './SectionList';
import { compareSections, savedTitleListing } from './titleApi';
import { cancelTitleSave, saveTitle, titleSaveState } from './titleSaveState';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

// Headings of 15 U.S.C. §§ 1692b, 1692c, 1692d as in the official text.
const sections: TitleSection[] = [
  { id: 'usc-15-1692b', section: '1692b', citation: '15 U.S.C. § 1692b', heading: 'Acquisition of location information' },
  { id: 'usc-15-1692c', section: '1692c', citation: '15 U.S.C. § 1692c', heading: 'Communication in connection with debt collection' },
  { id: 'usc-15-1692d', section: '1692d', citation: '15 U.S.C. § 1692d', heading: 'Harassment or abuse' },
];

describe('the section listing', () => {
  it('filters by number or by every word of the heading', () => {
    expect(filterSections(sections, '1692c').map((s) => s.section)).toEqual(['1692c']);
    expect(filterSections(sections, '§ 1692')).toHaveLength(3);
    expect(filterSections(sections, 'debt communication').map((s) => s.section)).toEqual(['1692c']);
    expect(filterSections(sections, 'debt harassment')).toEqual([]);
    expect(filterSections(sections, '  ')).toHaveLength(3);
  });

  it('orders section numbers as the Code does', () => {
    expect(['1692c', '101', '1692', '12', '101a', '1692b'].sort(compareSections)).toEqual(['12', '101', '101a', '1692', '1692b', '1692c']);
  });
});

describe('Save this title for offline', () => {
  it('says the size before the download', () => {
    expect(titleSizeLine({ textBytes: 9_418_517, sectionCount: 2504 })).toBe('Its official text is about 9.0 MB (2,504 sections).');
  });

  it('shows progress as a share of the sections', () => {
    expect(savePercent(0, null)).toBeNull();
    expect(savePercent(1252, 2504)).toBe(50);
    expect(savePercent(2504, 2504)).toBe(100);
  });

  it('tracks a save while it runs and forgets it when done', async () => {
    let report: ((p: { stored: number; total: number }) => void) | undefined;
    let finish: (() => void) | undefined;
    const running = saveTitle(15, {
      save: (_title, { onProgress } = {}) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = () =>
            resolve({
              title: 15,
              name: 'Commerce and Trade',
              status: 'saved',
              releasePoint: '119-100',
              releasePointLabel: '',
              sectionCount: 2504,
              stored: 2504,
              bytes: 1,
              savedAt: 0,
            });
        }),
    });
    report!({ stored: 200, total: 2504 });
    expect(titleSaveState.running[15]).toEqual({ stored: 200, total: 2504 });
    // A second press while it runs starts nothing.
    expect(await saveTitle(15, { save: () => Promise.reject(new Error('second save')) })).toBe(false);
    finish!();
    expect(await running).toBe(true);
    expect(titleSaveState.running[15]).toBeUndefined();
    expect(titleSaveState.errors[15]).toBeUndefined();
  });

  it('keeps the failure to show on the page, but not a cancel', async () => {
    expect(await saveTitle(15, { save: () => Promise.reject(new TitleSaveError('network', titleSaveMessages.network)) })).toBe(false);
    expect(titleSaveState.errors[15]).toBe(titleSaveMessages.network);
    const cancelled = saveTitle(15, {
      save: (_t, { signal } = {}) =>
        new Promise((_, reject) =>
          signal!.addEventListener('abort', () => reject(new TitleSaveError('cancelled', titleSaveMessages.cancelled))),
        ),
    });
    // Trying again clears the old failure.
    expect(titleSaveState.errors[15]).toBeUndefined();
    cancelTitleSave(15);
    expect(await cancelled).toBe(false);
    expect(titleSaveState.errors[15]).toBeUndefined();
  });
});

describe('a saved title offline', () => {
  it('lists its sections in official order from the device', async () => {
    await beginTitleSave({
      kind: 'title',
      title: 15,
      name: 'Commerce and Trade',
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
      sectionCount: 3,
      textBytes: 3,
    });
    await storeTitleSections(
      15,
      [...sections].reverse().map((s) => ({ kind: 'section' as const, ...s, title: 15, intro: '', levels: [], links: [] })),
      300,
    );
    await finishTitleSave(15);
    const listing = await savedTitleListing(15);
    expect(listing?.name).toBe('Commerce and Trade');
    expect(listing?.sections.map((s) => s.section)).toEqual(['1692b', '1692c', '1692d']);
    expect(await savedTitleListing(42)).toBeNull();
  });
});

describe('the listing a page at a time', () => {
  const many: TitleSection[] = Array.from({ length: 450 }, (_, i) => ({
    id: `usc-42-${i + 1}`,
    section: String(i + 1),
    citation: `42 U.S.C. § ${i + 1}`,
    heading: `Heading ${i + 1}`,
  }));

  it('opens the page that holds a deep-linked section', () => {
    expect(pageOfAnchor(many, 42, undefined)).toBe(1);
    expect(pageOfAnchor(many, 42, 's-1')).toBe(1);
    expect(pageOfAnchor(many, 42, `s-${SECTIONS_PER_PAGE + 1}`)).toBe(2);
    expect(pageOfAnchor(many, 42, 's-450')).toBe(3);
    expect(pageOfAnchor(many, 42, 's-9999')).toBe(1);
  });

  it('keys a duplicated number by its record id', () => {
    expect(sectionKey({ id: 'usc-42-1395b-7-dup2', section: '1395b-7' }, 42)).toBe('1395b-7-dup2');
    expect(sectionKey({ id: 'usc-42-1395b-7', section: '1395b-7' }, 42)).toBe('1395b-7');
  });
});
