import { describe, expect, it } from 'vitest';
import { corpusMeta, findLawsBySection } from '../../laws';
import { allSectionCards } from './index';

describe('section cards', () => {
  it('are each for a section of the library that has no guide, once', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { usc } of allSectionCards) {
      const key = `${usc.title}/${usc.section}`;
      if (seen.has(key)) problems.push(`${key}: two cards`);
      seen.add(key);
      const laws = findLawsBySection(usc.title, usc.section);
      if (!laws.some((law) => law.kind === 'section')) problems.push(`${key}: no such section`);
      if (laws.some((law) => law.kind === 'guide')) problems.push(`${key}: has a guide (put its words in the guide)`);
    }
    expect(problems).toEqual([]);
  });

  it('say the matter in 2-5 asks and 3-10 keywords, each short, read against the release point the library serves', () => {
    const problems: string[] = [];
    for (const card of allSectionCards) {
      const key = `${card.usc.title}/${card.usc.section}`;
      if (card.asks.length < 2 || card.asks.length > 5) problems.push(`${key}: ${card.asks.length} asks`);
      if (card.keywords.length < 3 || card.keywords.length > 10) problems.push(`${key}: ${card.keywords.length} keywords`);
      for (const text of [...card.asks, ...card.keywords]) {
        if (!text.trim() || text.length > 160) problems.push(`${key}: "${text}"`);
      }
      if (card.checkedAgainst !== corpusMeta.releasePoint) problems.push(`${key}: checked against ${card.checkedAgainst}`);
    }
    expect(problems).toEqual([]);
  });
});
