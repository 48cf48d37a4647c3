import { describe, expect, it } from 'vitest';
import { isTopicWord, textQueryPhrases } from './textQuery';

describe("what the full-text ranking searches beside a question's words", () => {
  it("the statute's own phrases that everyday words bring in, each as one phrase", () => {
    const phrases = textQueryPhrases('my 12 year old got a paper route, do child labor rules apply?');
    expect(phrases).toEqual(expect.arrayContaining(['delivery of newspapers', 'oppressive child labor']));
    expect(phrases).not.toContain('of');
    expect(textQueryPhrases('I have to withhold taxes from my workers paychecks')).toContain('income tax collected at source');
  });

  it('filler, stop words and bare numbers are not topic words', () => {
    expect(['my', 'legally', 'happened', '2019'].filter(isTopicWord)).toEqual([]);
    expect(['overtime', 'landlord', '1692c'].every(isTopicWord)).toBe(true);
  });
});
