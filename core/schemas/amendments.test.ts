import { describe, expect, it } from 'vitest';
import { amendmentAudioPath, amendmentFilters, ordinal, parseAmendmentOrdinal } from './amendments';
import { amendmentOfSourceUrl, isGovernmentHost } from './verify';

describe('amendment numbers as the API writes them', () => {
  it('are ordinals: 1st, 2nd, 3rd, 4th, 11th-13th, 21st, 22nd, 26th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 26].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '26th',
    ]);
  });

  it('are read back from "1st" (or a bare number), and nothing else', () => {
    expect(parseAmendmentOrdinal('1st')).toBe(1);
    expect(parseAmendmentOrdinal('26TH')).toBe(26);
    expect(parseAmendmentOrdinal('14')).toBe(14);
    for (const bad of ['1th', '2st', '0', '0th', 'first', '', '1 st', '100th', '-1']) expect(parseAmendmentOrdinal(bad), bad).toBeNull();
  });

  it('have their audio at /api/amendments/{n}/audio and /audio/simplified', () => {
    expect(amendmentAudioPath(4, 'constitutional')).toBe('/api/amendments/4/audio');
    expect(amendmentAudioPath(4, 'simplified')).toBe('/api/amendments/4/audio/simplified');
  });

  it('are filtered by All and the 7 categories, in the spec order', () => {
    expect(amendmentFilters).toEqual([
      'All',
      'Fundamental Freedoms',
      'Individual Rights',
      'Privacy Rights',
      'Legal Protections',
      'Civil Rights',
      'Voting Rights',
      'Federalism',
    ]);
  });
});

describe('source URLs', () => {
  it('name their amendment from a number in the URL or a Bill of Rights URL, else Unknown', () => {
    expect(amendmentOfSourceUrl('https://constitution.congress.gov/constitution/amendment-14/')).toBe('14');
    expect(amendmentOfSourceUrl('https://www.archives.gov/founding-docs/bill-of-rights-transcript')).toBe('1-10');
    expect(amendmentOfSourceUrl('https://www.archives.gov/founding-docs/amendments-11-27')).toBe('11-27');
    expect(amendmentOfSourceUrl('https://www.congress.gov/constitution-annotated/')).toBe('Unknown');
    expect(amendmentOfSourceUrl('not a url')).toBe('Unknown');
  });

  it('are government sites only on .gov hosts', () => {
    expect(isGovernmentHost('https://constitution.congress.gov/x')).toBe(true);
    expect(isGovernmentHost('https://www.archives.gov.')).toBe(true);
    expect(isGovernmentHost('http://127.0.0.1:9000/constitution/amendment-1/')).toBe(false);
    expect(isGovernmentHost('https://gov.example.com/')).toBe(false);
    expect(isGovernmentHost('https://example.com/?x=.gov')).toBe(false);
    expect(isGovernmentHost('nope')).toBe(false);
  });
});
