import { describe, expect, it } from 'vitest';
import { amendmentCited, findTitledCitations, parseCitations } from './citations';

describe('findTitledCitations', () => {
  it('finds titled U.S. Code citations in running text with their positions', () => {
    const text = 'See 15 U.S.C. § 1692c(a) and title 42 section 3604, not § 1681.';
    const found = findTitledCitations(text);
    expect(found.map(({ title, section }) => ({ title, section }))).toEqual([
      { title: 15, section: '1692c' },
      { title: 42, section: '3604' },
    ]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('15 U.S.C. § 1692c');
  });

  it('agrees with the query parser on what a citation is', () => {
    const query = '42 USC 2000e-2 and 29 U.S. Code 207';
    expect(findTitledCitations(query).map(({ title, section }) => ({ title, section }))).toEqual(parseCitations(query).cites);
  });
});

describe('amendmentCited', () => {
  it.each([
    ['U.S. Const. amend. IV', 4],
    ['U.S. Constitution amendment 14', 14],
    ['U.S. Const. amend. XIX, § 1', 19],
    ['Amendment XIV', 14],
    ['14th Amendment', 14],
    ['Fourth Amendment', 4],
    ['the Twenty-sixth Amendment', 26],
  ])('%s names amendment %i', (text, number) => {
    expect(amendmentCited(text)).toBe(number);
  });

  it.each(['Fair Housing Act', '15 U.S.C. § 1692c', 'Amendment', 'Umpteenth Amendment'])('%s names none', (text) => {
    expect(amendmentCited(text)).toBeUndefined();
  });
});
