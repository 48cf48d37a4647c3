import { beforeEach, describe, expect, it } from 'vitest';
import { beginTitleSave, finishTitleSave, storeTitleSections } from '../db/savedTitles';
import type { TextSearchResponse } from '../../core/schemas/textSearch';
import { createLibraryWorker } from './libraryWorker';
import type { AnswerResult } from './protocol';
import { testLibrary } from './testLibrary';
import { clearDevice, result, send, serving } from '../../test-support/app/libraryWorker';

beforeEach(clearDevice);

describe('searching the saved titles in the worker (issue 15)', () => {
  it('answers a text search from a saved title, with or without a saved library', async () => {
    const worker = createLibraryWorker({ fetch: () => Promise.reject(new TypeError('offline')), engine: '/assets/lawSearch.worker-A.js' });
    const none = result<TextSearchResponse>(
      (await send(worker, { type: 'textSearch', query: { q: 'telephone', page: 1, limit: 5 } })).last,
    );
    expect(none.total).toBe(0);
    expect(none.notice).toMatch(/^No title is saved on this device/);

    await beginTitleSave({
      kind: 'title',
      title: 15,
      name: 'Commerce and Trade',
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
      sectionCount: 1,
      textBytes: 1,
    });
    // 15 U.S.C. § 1692d(5), official text (release point 119-100).
    await storeTitleSections(
      15,
      [
        {
          kind: 'section',
          id: 'usc-15-1692d',
          title: 15,
          section: '1692d',
          citation: '15 U.S.C. § 1692d',
          heading: 'Harassment or abuse',
          intro: '',
          levels: [
            {
              id: '5',
              designation: '(5)',
              path: '(5)',
              citation: '15 U.S.C. § 1692d(5)',
              depth: 0,
              text: 'Causing a telephone to ring or engaging any person in telephone conversation repeatedly or continuously with intent to annoy, abuse, or harass any person at the called number.',
            },
          ],
          links: [],
        },
      ],
      1,
    );
    await finishTitleSave(15);
    const found = result<TextSearchResponse>(
      (await send(worker, { type: 'textSearch', query: { q: 'telephone', title: 15, page: 1, limit: 5 } })).last,
    );
    expect(found.results.map((r) => r.citation)).toEqual(['15 U.S.C. § 1692d']);
  });

  it('the offline answer blends in the text of a saved title: a section found by words only its text has', async () => {
    const worker = createLibraryWorker({
      keepIndexDelayMs: 0,
      fetch: serving(testLibrary({ version: 'v1' })),
      engine: '/assets/lawSearch.worker-A.js',
    });
    await send(worker, { type: 'save' });
    // Wreathmaking is in § 213(d)'s text only (newspaper delivery has a guide the headings engine finds).
    const question =
      'My mom makes Christmas wreaths out of pine and holly at home and a company pays her per wreath, about 3 dollars each. Does the minimum wage law apply to her wreath making?';
    const firstThree = async () =>
      result<AnswerResult>((await send(worker, { type: 'answer', query: question })).last)
        .answer.sources.slice(0, 3)
        .map((s) => s.citation);
    expect(await firstThree()).not.toContain('29 U.S.C. § 213');

    await beginTitleSave({
      kind: 'title',
      title: 29,
      name: 'Labor',
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
      sectionCount: 1,
      textBytes: 1,
    });
    // 29 U.S.C. § 213(d), official text (release point 119-100).
    const text =
      'The provisions of sections 206, 207, and 212 of this title shall not apply with respect to any employee engaged in the delivery of newspapers to the consumer or to any homeworker engaged in the making of wreaths composed principally of natural holly, pine, cedar, or other evergreens (including the harvesting of the evergreens or other forest products used in making such wreaths).';
    const d = {
      id: 'd',
      designation: '(d)',
      path: '(d)',
      citation: '29 U.S.C. § 213(d)',
      depth: 0,
      heading: 'Delivery of newspapers and wreathmaking',
      text,
    };
    await storeTitleSections(
      29,
      [
        {
          kind: 'section',
          id: 'usc-29-213',
          title: 29,
          section: '213',
          citation: '29 U.S.C. § 213',
          heading: 'Exemptions',
          intro: '',
          levels: [d],
          links: [],
        },
      ],
      1,
    );
    await finishTitleSave(29);
    expect(await firstThree()).toContain('29 U.S.C. § 213');
  }, 120_000);
});
