import { describe, expect, it } from 'vitest';
import { findLevel, levelFullText, parseSectionText } from './structure';

// Small texts in the official layout (designation on its own line, then heading, then words),
// to pin down the inference rules; the real corpus is checked in sync-server/lawText.
const text = (...lines: string[]) => lines.join('\n') + '\n';

describe('parseSectionText', () => {
  it('reads the heading, designations, headings and full citations', () => {
    const p = parseSectionText(
      15,
      '1692c',
      text(
        '§ 1692c.',
        'Communication',
        '(a)',
        'Generally',
        'A collector may not—',
        '(1)',
        'call late;',
        '(2)',
        'call at work.',
        '(b)',
        'Third parties',
        'Not others.',
      ),
    );
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
    const p = parseSectionText(
      1,
      '1',
      text(
        '§ 1.',
        'H',
        '(h)',
        'Words.',
        '(1)',
        'para',
        '(A)',
        'sub—',
        '(i)',
        'clause one;',
        '(ii)',
        'clause two.',
        '(i)',
        'Subsection i words.',
      ),
    );
    expect(p.levels.map((l) => l.path)).toEqual(['(h)', '(h)(1)', '(h)(1)(A)', '(h)(1)(A)(i)', '(h)(1)(A)(ii)', '(i)']);
  });

  it('keeps closing words after a list with the parent, and a second paragraph with its level', () => {
    const p = parseSectionText(
      42,
      '1320d-6',
      text(
        '§ 1320d–6.',
        'Wrongful disclosure',
        '(a)',
        'Offense',
        'A person who—',
        '(1)',
        'uses it;',
        '(2)',
        'discloses it,',
        'shall be punished.',
        '(b)',
        'Penalties',
        'First paragraph.',
        'Second paragraph.',
      ),
    );
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

  // Designation paths are built from the text's structure (docs/evidence.md: 54,851 levels of the
  // Code had paths like "(cc)(IX)(C)(ii)(5)" before; 57, all of the Code's own older styles, now).
  it('numbers items (aa), (bb) from their first, so a subclause list goes on after them (10 U.S.C. § 149)', () => {
    const p = parseSectionText(
      10,
      '149',
      text(
        '§ 149.',
        'X',
        '(e)',
        'Pilot',
        '(3)',
        '(A)',
        '(i)',
        'Loans.',
        '(ii)',
        '(I)',
        '(aa)',
        'Except as provided under item (bb), the rate.',
        '(bb)',
        'The Director may waive.',
        '(II)',
        'The final maturity date.',
        '(III)',
        'A loan may be paid earlier.',
      ),
    );
    expect(p.levels.map((l) => l.path)).toEqual([
      '(e)',
      '(e)(3)',
      '(e)(3)(A)',
      '(e)(3)(A)(i)',
      '(e)(3)(A)(ii)',
      '(e)(3)(A)(ii)(I)',
      '(e)(3)(A)(ii)(I)(aa)',
      '(e)(3)(A)(ii)(I)(bb)',
      '(e)(3)(A)(ii)(II)',
      '(e)(3)(A)(ii)(III)',
    ]);
  });

  it('puts a paragraph after flush words under the subsection, not under the last clause (15 U.S.C. § 77jjj(b))', () => {
    const p = parseSectionText(
      15,
      '77jjj',
      text(
        '§ 77jjj.',
        'X',
        '(b)',
        'Conflicting interests',
        'If a trustee—',
        '(i)',
        'then, within 90 days;',
        '(ii)',
        'in the event; and',
        '(iii)',
        'any security holder may petition.',
        'For the purposes of this subsection, a trustee has a conflicting interest if—',
        '(1)',
        'such trustee is trustee under another indenture;',
        '(2)',
        'such trustee is an obligor.',
      ),
    );
    expect(p.levels.map((l) => l.path)).toEqual(['(b)', '(b)(i)', '(b)(ii)', '(b)(iii)', '(b)(1)', '(b)(2)']);
  });

  it('continues a list whose first member is inline, and nests a first designation after words that announce it (18 U.S.C. § 2511(2)(a))', () => {
    const p = parseSectionText(
      18,
      '2511',
      text(
        '§ 2511.',
        'X',
        '(2)',
        '(a)',
        '(i) It shall not be unlawful for an operator.',
        '(ii)',
        'Notwithstanding any other law, providers may provide information if provided with—',
        '(A)',
        'a court order; or',
        '(B)',
        'a certification.',
        '(iii)',
        'If a certification is based on statutory authority.',
        '(b)',
        'It shall not be unlawful for an officer.',
      ),
    );
    expect(p.levels.map((l) => l.path)).toEqual(['(2)', '(2)(a)', '(2)(a)(ii)', '(2)(a)(ii)(A)', '(2)(a)(ii)(B)', '(2)(a)(iii)', '(2)(b)']);
  });

  it('reads "(i)" after "(h) … the following:" as subsection (i) continuing (h), not a clause two levels down', () => {
    const p = parseSectionText(
      15,
      '2053',
      text(
        '§ 2053.',
        'X',
        '(h)',
        'The Commission shall, by rule, provide the following:',
        '(i)',
        'Meetings',
        '(1)',
        'Each meeting shall be open.',
        '(2)',
        'Notice shall be given.',
      ),
    );
    expect(p.levels.map((l) => l.path)).toEqual(['(h)', '(i)', '(i)(1)', '(i)(2)']);
  });
});
