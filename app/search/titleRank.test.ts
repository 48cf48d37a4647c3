import { beforeAll, describe, expect, it } from 'vitest';
import type { TitleTextSection } from '../../core/schemas/legal';
import { getCorpusIndex } from '../../core/search/corpusIndex';
import type { LawIndex } from '../../core/search/engine';
import { rankOffline, rankSavedText } from './titleRank';
import { buildTitleIndex } from './titleText';

const level = (id: string, designation: string, citation: string, text: string, heading?: string) => ({
  id,
  designation,
  path: designation,
  citation,
  depth: 0,
  text,
  ...(heading ? { heading } : {}),
});
const section = (number: string, heading: string, levels: ReturnType<typeof level>[]): TitleTextSection => ({
  kind: 'section',
  id: `usc-29-${number}`,
  title: 29,
  section: number,
  citation: `29 U.S.C. § ${number}`,
  heading,
  intro: '',
  levels,
  links: [],
});

// Words of 29 U.S.C. §§ 207, 212 and 213 as in the official text (release point 119-100).
const title29 = buildTitleIndex('29:test', [
  section('207', 'Maximum hours', [
    level(
      'a-1',
      '(1)',
      '29 U.S.C. § 207(a)(1)',
      'Except as otherwise provided in this section, no employer shall employ any of his employees who in any workweek is engaged in commerce or in the production of goods for commerce, or is employed in an enterprise engaged in commerce or in the production of goods for commerce, for a workweek longer than forty hours unless such employee receives compensation for his employment in excess of the hours above specified at a rate not less than one and one-half times the regular rate at which he is employed.',
    ),
  ]),
  section('212', 'Child labor provisions', [
    level(
      'c',
      '(c)',
      '29 U.S.C. § 212(c)',
      'No employer shall employ any oppressive child labor in commerce or in the production of goods for commerce or in any enterprise engaged in commerce or in the production of goods for commerce.',
      'Oppressive child labor',
    ),
  ]),
  section('213', 'Exemptions', [
    level(
      'd',
      '(d)',
      '29 U.S.C. § 213(d)',
      'The provisions of sections 206, 207, and 212 of this title shall not apply with respect to any employee engaged in the delivery of newspapers to the consumer or to any homeworker engaged in the making of wreaths composed principally of natural holly, pine, cedar, or other evergreens (including the harvesting of the evergreens or other forest products used in making such wreaths).',
      'Delivery of newspapers and wreathmaking',
    ),
  ]),
]);

const QUESTION =
  'My son is 13 and has a paper route, he delivers newspapers every morning before school and they pay him like 20 dollars a week. Does the minimum wage law even apply to kids delivering newspapers?';
// Newspaper delivery now has a guide (the headings engine finds § 213 for it); wreathmaking is in § 213(d)'s text only.
const WREATHS =
  'My mom makes Christmas wreaths out of pine and holly at home and a company pays her per wreath, about 3 dollars each. Does the minimum wage law apply to her wreath making?';
const keyOf = (usc: { title: number; section: string }) => `${usc.title}/${usc.section}`;

let index: LawIndex;
// The whole library's headings index (seconds on a loaded machine).
beforeAll(() => {
  index = getCorpusIndex();
}, 120_000);

describe('the offline ranking with the text of saved titles', () => {
  it("scores the saved sections that hold the question's words or the statute's phrases (bm25), best first", () => {
    expect(rankSavedText([title29], QUESTION, 10).map((r) => `${r.title}/${r.section}`)[0]).toBe('29/213');
    const childLabor = rankSavedText(
      [title29],
      'my 12 year old got a paper route, do the child labor rules apply to kids who deliver newspapers?',
      10,
    );
    expect(childLabor.map((r) => `${r.title}/${r.section}`).sort()).toEqual(['29/212', '29/213']);
    expect(childLabor.every((r) => r.score > 0)).toBe(true);
    expect(rankSavedText([title29], 'what can I do?', 10)).toEqual([]);
    expect(rankSavedText([], QUESTION, 10)).toEqual([]);
  });

  it('finds a section by words only its saved text has; without a saved title the headings engine answers alone', () => {
    const headingsOnly = rankOffline(index, WREATHS, [], 5);
    expect(headingsOnly.slice(0, 3).map((h) => keyOf(h.record.usc))).not.toContain('29/213');
    const blended = rankOffline(index, WREATHS, [title29], 5);
    expect(blended.slice(0, 3).map((h) => keyOf(h.record.usc))).toContain('29/213');
  });

  it("a question about laws outside the saved titles keeps the headings engine's order", () => {
    const question = 'a debt collector keeps calling me at work even though my boss told them not to, can they do that?';
    const withTitle29 = rankOffline(index, question, [title29], 5);
    expect(withTitle29.map((h) => h.record.id)).toEqual(rankOffline(index, question, [], 5).map((h) => h.record.id));
    expect(keyOf(withTitle29[0]!.record.usc)).toBe('15/1692c');
  });
});
