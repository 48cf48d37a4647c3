import { describe, expect, it } from 'vitest';
import { parseTextQuery, questionQuery } from './query';
import { snippetWithRanges } from './snippet';
import { HIT_END, HIT_START } from './db';

describe('parseTextQuery: what a person types becomes a safe FTS5 query', () => {
  it('requires every word, each as a quoted string', () => {
    expect(parseTextQuery('tenant eviction')).toEqual({ match: '"tenant" AND "eviction"', exact: [], parts: ['tenant', 'eviction'] });
  });

  it('keeps a quoted phrase as a phrase and checks it word for word', () => {
    expect(parseTextQuery('"Security  Deposit" landlord')).toEqual({
      match: '"security deposit" AND "landlord"',
      exact: ['security deposit'],
      parts: ['security deposit', 'landlord'],
    });
    // Curly quotes from a phone keyboard, and an unclosed quote.
    expect(parseTextQuery('“security deposit”')?.match).toBe('"security deposit"');
    expect(parseTextQuery('"oppressive child labor')?.match).toBe('"oppressive child labor"');
  });

  it('makes hyphenated words and citations phrases of their parts', () => {
    expect(parseTextQuery('child-labor')?.match).toBe('"child labor"');
    expect(parseTextQuery('1320d-6')?.match).toBe('"1320d 6"');
  });

  it('turns a trailing * into a prefix search, only on a word of two letters or more', () => {
    expect(parseTextQuery('employ*')?.match).toBe('"employ"*');
    expect(parseTextQuery('a*')?.match).toBe('"a"');
  });

  it('treats FTS5 operators, column filters and stray symbols as plain words', () => {
    expect(parseTextQuery('NEAR(tenant landlord) OR NOT title:x ^y')?.match).toBe(
      '"near tenant" AND "landlord" AND "or" AND "not" AND "title x" AND "y"',
    );
    expect(parseTextQuery('"" * ( ) : ^ -')).toBeUndefined();
    expect(parseTextQuery('   ')).toBeUndefined();
  });

  it('drops repeats and cuts a pasted paragraph at 24 words', () => {
    expect(parseTextQuery('rent rent RENT')?.match).toBe('"rent"');
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(parseTextQuery(long)?.parts).toHaveLength(24);
  });
});

describe('questionQuery: a question in everyday words becomes an OR of its topic words', () => {
  it('drops stop words and filler, keeps each topic word once', () => {
    expect(questionQuery("Can my hospital share my medical records with my boss? I don't think that's legal")).toBe(
      '"hospital" OR "share" OR "medical" OR "records" OR "boss"',
    );
    expect(questionQuery('what can I do?')).toBeUndefined();
  });
});

describe('snippetWithRanges: hit markers become plain text and ranges', () => {
  it('collapses whitespace, merges adjacent words into one range', () => {
    const marked = `…waive any\nrequirement for a ${HIT_START}security${HIT_END} ${HIT_START}deposit${HIT_END}…`;
    const { snippet, highlights } = snippetWithRanges(marked);
    expect(snippet).toBe('…waive any requirement for a security deposit…');
    expect(highlights.map(([a, b]) => snippet.slice(a, b))).toEqual(['security deposit']);
  });
});
