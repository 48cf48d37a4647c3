import { describe, expect, it } from 'vitest';
import { findLevel, levelFullText, parseSectionText } from './structure';

// Small texts in the official layout (designation on its own line, then heading, then words),
// to pin down the inference rules; the real corpus is checked in sync-server/lawText.
const text = (...lines: string[]) => lines.join('\n') + '\n';

describe('parseSectionText', () => {
  it('reads the heading, designations, headings and full citations', () => {
    const p = parseSectionText(15, '1692c', text('§ 1692c.', 'Communication', '(a)', 'Generally', 'A collector may not—', '(1)', 'call late;', '(2)', 'call at work.', '(b)', 'Third parties', 'Not others.'));
    expect(p.heading).toBe('Communication');
    expect(p.levels.map((l) => [l.id, l.citation, l.depth, l.heading ?? null])).toEqual([
      ['a', '15 U.S.C. § 1692c(a)', 0, 'Generally'],
      ['a-1', '15 U.S.C. § 1692c(a)(1)', 1, null],
      ['a-2', '15 U.S.C. § 1692c(a)(2)', 1, null],
      ['b', '15 U.S.C. § 1692c(b)', 0, 'Third parties'],
    ]);
    expect(findLevel(p, 'a-1')?.text).toBe('call late;');
  });

  it('tells subsection (i) after (h) from clause (i) after (A)', () => {
    const p = parseSectionText(1, '1', text('§ 1.', 'H', '(h)', 'Words.', '(1)', 'para', '(A)', 'sub—', '(i)', 'clause one;', '(ii)', 'clause two.', '(i)', 'Subsection i words.'));
    expect(p.levels.map((l) => l.path)).toEqual(['(h)', '(h)(1)', '(h)(1)(A)', '(h)(1)(A)(i)', '(h)(1)(A)(ii)', '(i)']);
  });

  it('keeps closing words after a list with the parent, and a second paragraph with its level', () => {
    const p = parseSectionText(42, '1320d-6', text('§ 1320d–6.', 'Wrongful disclosure', '(a)', 'Offense', 'A person who—', '(1)', 'uses it;', '(2)', 'discloses it,', 'shall be punished.', '(b)', 'Penalties', 'First paragraph.', 'Second paragraph.'));
    expect(findLevel(p, 'a')?.after).toBe('shall be punished.');
    expect(findLevel(p, 'a-2')?.text).toBe('discloses it,');
    expect(findLevel(p, 'b')?.text).toBe('First paragraph.\nSecond paragraph.');
    expect(levelFullText(p, 'a')).toBe('(a) Offense A person who—\n(1) uses it;\n(2) discloses it,\nshall be punished.');
  });

  it('reads the older "Heading.—" style and keeps an undivided section as intro', () => {
    const p = parseSectionText(38, '4323', text('§ 4323.', 'Enforcement', '(f)', 'Standing.—', 'An action may be brought.'));
    expect(findLevel(p, 'f')).toMatchObject({ heading: 'Standing', text: 'An action may be brought.' });
    const undivided = parseSectionText(1, '7', text('§ 7.', 'Marriage', 'In determining the meaning of any Act.'));
    expect(undivided).toEqual({ heading: 'Marriage', intro: 'In determining the meaning of any Act.', levels: [] });
  });

  it('gives repeated designations unique anchors and inserted ones their own', () => {
    const p = parseSectionText(2, '5', text('§ 5.', 'X', '(a)', 'one', '(a–1)', 'inserted', '(b)', 'two', '(b)', 'repeated'));
    expect(p.levels.map((l) => l.id)).toEqual(['a', 'a_1', 'b', 'b~2']);
    expect(p.levels[1].citation).toBe('2 U.S.C. § 5(a–1)');
  });
});
