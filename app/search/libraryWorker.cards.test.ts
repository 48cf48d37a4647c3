import { beforeEach, describe, expect, it } from 'vitest';
import { createLibraryWorker } from './libraryWorker';
import type { AnswerResult } from './protocol';
import { testLibrary } from './testLibrary';
import { clearDevice, result, send, serving } from '../../test-support/app/libraryWorker';
import { CARD_CITATION, CARD_OFFICIAL_WORDS, CARD_POST, FIXTURE_CARDS } from '../../test-support/sectionCardFixture';

beforeEach(clearDevice);

/** The offline answer to `post` from a saved library made with `cards`. */
async function offlineAnswer(cards: typeof FIXTURE_CARDS, post: string) {
  const library = testLibrary({ version: `v-cards-${Object.keys(cards).length}`, cards });
  const worker = createLibraryWorker({ keepIndexDelayMs: 60_000, fetch: serving(library), engine: 'build-cards' });
  await send(worker, { type: 'save' });
  return result<AnswerResult>((await send(worker, { type: 'answer', query: post })).last).answer;
}

describe('section cards in the saved library', { timeout: 60_000 }, () => {
  it("carry a card's words to the device: a post in everyday words leads with the carded section, quoted from its official text", async () => {
    const answer = await offlineAnswer(FIXTURE_CARDS, CARD_POST);
    expect(answer.engine).toBe('offline');
    expect(answer.jurisdiction).toEqual({ kind: 'federal' });
    expect(answer.sources[0]!.citation).toBe(CARD_CITATION);
    expect(answer.response).toContain(CARD_OFFICIAL_WORDS);
    for (const ask of FIXTURE_CARDS['15/1692h']!.asks) expect(answer.response).not.toContain(ask);

    // The same library without the card: the section's heading ("Multiple debts") alone is not reached.
    await clearDevice();
    const without = await offlineAnswer({}, CARD_POST);
    expect(without.sources.slice(0, 3).map((s) => s.citation)).not.toContain(CARD_CITATION);
  });
});
