/**
 * Section cards on the server's path (docs/understanding.md "Eighth pass"): a section with no guide
 * whose card says the matter in everyday words is reached by a post in those words, ranked with the
 * full text as the Legal Assistant ranks, leads the answer, and the answer quotes the section's
 * official text (never the card). The same corpus without the card does not reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeUnderstood } from '../../core/answer/understood';
import { allGuides } from '../../core/data/guides';
import { corpusRecordsData, findLawsBySection } from '../../core/laws/corpus';
import { buildLawRecords } from '../../core/laws/records';
import { createLawIndex, type LawIndex } from '../../core/search/engine';
import { CARD_CITATION, CARD_OFFICIAL_WORDS, CARD_POST, FIXTURE_CARDS } from '../../test-support/sectionCardFixture';
import { TEST_LAW_INDEX_DIR } from '../../test-support/server/harness';
import { TextSearch } from '../textSearch';
import { passageFinder } from './answerPassages';
import { rankLaws } from './lawRanking';

let text: TextSearch;
let withCard: LawIndex;
let withoutCard: LawIndex;

beforeAll(async () => {
  text = new TextSearch(TEST_LAW_INDEX_DIR, () => {}).start();
  withCard = createLawIndex(buildLawRecords({ ...corpusRecordsData(), cards: FIXTURE_CARDS }, allGuides));
  withoutCard = createLawIndex(buildLawRecords({ ...corpusRecordsData(), cards: {} }, allGuides));
  expect(await text.ready(240_000), text.error).toBe(true);
}, 300_000);
afterAll(() => text?.stop());

async function answer(index: LawIndex, post: string) {
  const { hits, fullText } = await rankLaws(index, post, { limit: 10 }, text);
  expect(fullText).toBe(true);
  const reply = composeUnderstood(post, hits, {
    engine: 'built-in',
    passageFor: await passageFinder(post, hits),
    sectionLaws: findLawsBySection,
  });
  return { hits, reply };
}

describe("a section card on the server's path", { timeout: 120_000 }, () => {
  it('brings a post in everyday words to the carded section, which leads and is quoted from its official text', async () => {
    const { hits, reply } = await answer(withCard, CARD_POST);
    expect(hits[0]!.record.citation).toBe(CARD_CITATION);
    expect(hits[0]!.record.kind).toBe('section');
    expect(reply.jurisdiction).toEqual({ kind: 'federal' });
    expect(reply.sources[0]!.citation).toBe(CARD_CITATION);
    expect(reply.response).toContain(CARD_OFFICIAL_WORDS);
    // Search data, never shown: none of the card's words is the answer's.
    for (const ask of FIXTURE_CARDS['15/1692h']!.asks) expect(reply.response).not.toContain(ask);
    expect(reply.sources[0]!.summary).toBe('15 U.S.C. § 1692h, in Title 15 — Commerce and Trade, is headed “Multiple debts”.');

    const without = await answer(withoutCard, CARD_POST);
    expect(without.hits.slice(0, 3).map((h) => h.record.citation)).not.toContain(CARD_CITATION);
  });
});
