import { describe, expect, it } from 'vitest';
import { getCorpusIndex } from './corpusIndex';
import { FULL_TRUST_SHARE, knownWordShare, textTrust } from './spelling';

describe('how far the full text is trusted for a question', () => {
  const index = getCorpusIndex();

  it('a question of typing slips is judged mostly by the headings engine', () => {
    // "eror" and "reprt" are in no law record; "credit" is.
    expect(knownWordShare(index, 'eror on my credit reprt')).toBeCloseTo(1 / 3, 5);
    expect(textTrust(index, 'eror on my credit reprt')).toBeCloseTo(1 / 3 / FULL_TRUST_SHARE, 5);
  });

  it('a long post with a name or a slang word in it is trusted fully', () => {
    // A name no law record has (the section cards' everyday words made the others known).
    const post =
      'I hurt my knees and back during my 6 years in the Marines with my buddy Tavares and it keeps getting worse. how do I get VA disability compensation for injuries from service?';
    expect(knownWordShare(index, post)).toBeLessThan(1);
    expect(textTrust(index, post)).toBe(1);
  });

  it('a question without topic words is not held against the full text', () => {
    expect(textTrust(index, 'what can I do?')).toBe(1);
  });
});
