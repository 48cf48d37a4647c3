import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expandLibrary } from '../../../core/laws/compactLibrary';
import type { LibraryLaw } from '../../../core/schemas/legal';
import { NetworkError } from '../../api/client';
import { db } from '../../db/database';
import { storeLawLibrary } from '../../db/lawLibrary';
import { savedLibraryStats } from '../../search/savedLaws';
import { testLibrary } from '../../search/testLibrary';
import { beginTitleSave, finishTitleSave, storeTitleSections } from '../../db/savedTitles';
import { saveLaw } from '../../db/laws';
import { fetchLawDetail, titleKeyOf } from './lawDetailQuery';
import type { TitleTextSection } from '../../../core/schemas/legal';

const stats = (laws: Iterable<Pick<LibraryLaw, 'kind' | 'category'>>) => savedLibraryStats(laws, { rawBytes: 1, lastUpdated: '' });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => vi.unstubAllGlobals());

describe('a law opened offline', () => {
  it('comes from the saved library, with its official full text', async () => {
    const library = testLibrary({ sections: 5 });
    await storeLawLibrary(library, { stats });
    const { law, from } = await fetchLawDetail('fdcpa-contact-times-places');
    expect(from).toBe('device');
    expect(law.citation).toBe('15 U.S.C. § 1692c');
    expect(law.fullText).toBe(library.fullTexts['15/1692c']);
    expect(law.titleName).toBe('Commerce and Trade');
    // The detail shape only: the search fields of the saved record stay behind.
    expect(Object.keys(law)).not.toContain('synonyms');
  });

  it('is a network error when neither read before nor in a saved library', async () => {
    await expect(fetchLawDetail('fdcpa-contact-times-places')).rejects.toBeInstanceOf(NetworkError);
  });
});

// 15 U.S.C. § 1692c(a)(1) as the title's NDJSON carries it (official text, release point 119-100).
const section1692c: TitleTextSection = {
  kind: 'section',
  id: 'usc-15-1692c',
  title: 15,
  section: '1692c',
  citation: '15 U.S.C. § 1692c',
  heading: 'Communication in connection with debt collection',
  intro: '',
  levels: [
    {
      id: 'a',
      designation: '(a)',
      path: '(a)',
      citation: '15 U.S.C. § 1692c(a)',
      depth: 0,
      heading: 'Communication with the consumer generally',
      text: 'Without the prior consent of the consumer given directly to the debt collector or the express permission of a court of competent jurisdiction, a debt collector may not communicate with a consumer in connection with the collection of any debt—',
    },
    {
      id: 'a-1',
      designation: '(1)',
      path: '(a)(1)',
      citation: '15 U.S.C. § 1692c(a)(1)',
      depth: 1,
      text: 'at any unusual time or place or a time or place known or which should be known to be inconvenient to the consumer.',
    },
  ],
  links: [],
};

async function saveTitle15() {
  await beginTitleSave({
    kind: 'title',
    title: 15,
    name: 'Commerce and Trade',
    releasePoint: '119-100',
    releasePointLabel: 'U.S. Code release point 119-100 (current through Pub. L. 119-100)',
    sectionCount: 1,
    textBytes: 500,
  });
  await storeTitleSections(15, [section1692c], 900);
  await finishTitleSave(15);
}

describe('a section of a saved title, offline', () => {
  it('reads the section from the saved title, levels and release point included', async () => {
    await saveTitle15();
    const { law, from } = await fetchLawDetail('usc-15-1692c');
    expect(from).toBe('device');
    expect(law.citation).toBe('15 U.S.C. § 1692c');
    expect(law.officialText?.levels.map((l) => l.citation)).toEqual(['15 U.S.C. § 1692c(a)', '15 U.S.C. § 1692c(a)(1)']);
    expect(law.officialText?.releasePointLabel).toBe('U.S. Code release point 119-100 (current through Pub. L. 119-100)');
  });

  it('prefers the saved title to a kept copy without text', async () => {
    await saveTitle15();
    const online = (await fetchLawDetail('usc-15-1692c')).law;
    await saveLaw({ ...online, officialText: null, fullText: null }).catch(() => undefined);
    const { law } = await fetchLawDetail('usc-15-1692c');
    expect(law.officialText?.levels).toHaveLength(2);
  });

  it('is still a network error for a section of a title not saved', async () => {
    await saveTitle15();
    await expect(fetchLawDetail('usc-42-1320d-6')).rejects.toBeInstanceOf(NetworkError);
  });

  it('names saved-title keys from record ids', () => {
    expect(titleKeyOf('usc-42-1320d-6')).toEqual([42, '1320d-6']);
    expect(titleKeyOf('usc-42-1395b-7-dup2')).toEqual([42, '1395b-7-dup2']);
    expect(titleKeyOf('fdcpa-contact-times-places')).toBeNull();
  });
});

describe('a section opened through a guide, offline', () => {
  it('is read from the guide kept on the device, with the section’s official text', async () => {
    const library = testLibrary({ sections: 5 });
    const base = expandLibrary(library).find((l) => l.id === 'fdcpa-contact-times-places')!;
    const officialText = {
      heading: section1692c.heading,
      intro: '',
      levels: section1692c.levels,
      links: [],
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100 (current through Pub. L. 119-100)',
    };
    await saveLaw({ ...base, fullText: null, titleName: 'Commerce and Trade', keywords: [], officialText });
    const { law, from } = await fetchLawDetail('usc-15-1692c');
    expect(from).toBe('device');
    expect(law.id).toBe('fdcpa-contact-times-places');
    expect(law.officialText?.levels.map((l) => l.id)).toEqual(['a', 'a-1']);
    expect(law.usc).toEqual({ title: 15, section: '1692c' });
  });
});
