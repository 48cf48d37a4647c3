// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { linkSection } from '../../../../core/laws/crossRefs';
import { parseSectionText } from '../../../../core/laws/structure';
import type { OfficialText } from '../../../../core/schemas/legal';
import { links, readText, renderElement, screen } from '../../../testing/render';
import { anchorFromHash, blockIndexOf, citationCopyText, officialTextBlocks, paragraphRuns } from './blocks';
import { FIRST_BLOCKS, OfficialTextView } from './OfficialTextView';

// 15 U.S.C. § 1692c(a)(1)-(3), (b), (c) as in the official text (release point 119-100), in the
// corpus layout: designation on its own line, then the words.
const OFFICIAL = [
  '§ 1692c.',
  'Communication in connection with debt collection',
  '(a)',
  'Communication with the consumer generally',
  'Without the prior consent of the consumer given directly to the debt collector or the express permission of a court of competent jurisdiction, a debt collector may not communicate with a consumer in connection with the collection of any debt—',
  '(1)',
  'at any unusual time or place or a time or place known or which should be known to be inconvenient to the consumer.',
  '(2)',
  'if the debt collector knows the consumer is represented by an attorney with respect to such debt; or',
  '(3)',
  'at the consumer’s place of employment if the debt collector knows or has reason to know that the consumer’s employer prohibits the consumer from receiving such communication.',
  '(b)',
  'Communication with third parties',
  'Except as provided in section 1692b of this title, without the prior consent of the consumer given directly to the debt collector, a debt collector may not communicate with any person other than the consumer.',
  '(c)',
  'Ceasing communication',
  'If a consumer notifies a debt collector in writing that the consumer refuses to pay a debt, the debt collector shall not communicate further with the consumer with respect to such debt, except—',
  '(1)',
  'to advise the consumer that the debt collector’s further efforts are being terminated;',
  '(2)',
  'to notify the consumer that the debt collector or creditor may invoke specified remedies.',
  '(d)',
  '“Consumer” defined',
  'For the purpose of this section, the term “consumer” includes the consumer’s spouse, as provided in subsection (b).',
].join('\n');

function officialText(): OfficialText {
  const parsed = parseSectionText(15, '1692c', OFFICIAL);
  const held = new Set(['15/1692b', '15/1692c']);
  return {
    ...parsed,
    links: linkSection(parsed, 15, '1692c', (t, s) => held.has(`${t}/${s}`)),
    releasePoint: '119-100',
    releasePointLabel: 'U.S. Code release point 119-100 (current through Pub. L. 119-100)',
  };
}

describe('officialTextBlocks', () => {
  it('gives each level in reading order with its depth, designation, heading and citation', () => {
    const blocks = officialTextBlocks(officialText());
    expect(blocks.map((b) => [b.key, b.depth, b.designation ?? null, b.citation ?? null])).toEqual([
      ['a', 0, '(a)', '15 U.S.C. § 1692c(a)'],
      ['a-1', 1, '(1)', '15 U.S.C. § 1692c(a)(1)'],
      ['a-2', 1, '(2)', '15 U.S.C. § 1692c(a)(2)'],
      ['a-3', 1, '(3)', '15 U.S.C. § 1692c(a)(3)'],
      ['b', 0, '(b)', '15 U.S.C. § 1692c(b)'],
      ['c', 0, '(c)', '15 U.S.C. § 1692c(c)'],
      ['c-1', 1, '(1)', '15 U.S.C. § 1692c(c)(1)'],
      ['c-2', 1, '(2)', '15 U.S.C. § 1692c(c)(2)'],
      ['d', 0, '(d)', '15 U.S.C. § 1692c(d)'],
    ]);
    expect(blocks[0].heading).toBe('Communication with the consumer generally');
  });

  it('puts the closing words of a list after its last member, at the parent’s depth', () => {
    // 42 U.S.C. § 1320d-6(a), official text (release point 119-100).
    const parsed = parseSectionText(
      42,
      '1320d-6',
      [
        '§ 1320d–6.',
        'Wrongful disclosure of individually identifiable health information',
        '(a)',
        'Offense',
        'A person who knowingly and in violation of this part—',
        '(1)',
        'uses or causes to be used a unique health identifier;',
        '(2)',
        'obtains individually identifiable health information relating to an individual; or',
        '(3)',
        'discloses individually identifiable health information to another person,',
        'shall be punished as provided in subsection (b).',
        '(b)',
        'Penalties',
        'A person described in subsection (a) shall—',
      ].join('\n'),
    );
    const links = linkSection(parsed, 42, '1320d-6', () => false);
    const blocks = officialTextBlocks({ ...parsed, links });
    expect(blocks.map((b) => [b.key, b.depth])).toEqual([
      ['a', 0],
      ['a-1', 1],
      ['a-2', 1],
      ['a-3', 1],
      ['a/after', 0],
      ['b', 0],
    ]);
    expect(blocks[4].paragraphs[0]).toEqual([
      { text: 'shall be punished as provided in ' },
      { text: 'subsection (b)', to: '/federal-laws/42/1320d-6#b' },
      { text: '.' },
    ]);
  });

  it('cuts the words into plain runs and in-app links (other sections and this section’s levels)', () => {
    const blocks = officialTextBlocks(officialText());
    const b = blocks.find((x) => x.key === 'b')!;
    expect(b.paragraphs[0][0]).toEqual({ text: 'Except as provided in ' });
    expect(b.paragraphs[0][1]).toEqual({ text: 'section 1692b of this title', to: '/federal-laws/15/1692b' });
    const d = blocks.find((x) => x.key === 'd')!;
    expect(d.paragraphs[0].filter((r) => r.to)).toEqual([{ text: 'subsection (b)', to: '/federal-laws/15/1692c#b' }]);
  });

  it('keeps the intro of an undivided section as one block', () => {
    const blocks = officialTextBlocks({ intro: 'One paragraph.\nAnother paragraph.', levels: [], links: [] });
    expect(blocks).toEqual([
      { key: 'intro', kind: 'intro', levelId: '', depth: 0, paragraphs: [[{ text: 'One paragraph.' }], [{ text: 'Another paragraph.' }]] },
    ]);
  });
});

describe('paragraphRuns', () => {
  it('places a link in the paragraph its offsets fall in', () => {
    const text = 'First line.\nSee section 1 here.';
    const start = text.indexOf('section 1');
    expect(paragraphRuns(text, [{ start, end: start + 'section 1'.length, to: '/federal-laws/1/1' }])).toEqual([
      [{ text: 'First line.' }],
      [{ text: 'See ' }, { text: 'section 1', to: '/federal-laws/1/1' }, { text: ' here.' }],
    ]);
  });
});

describe('anchors and copy text', () => {
  it('reads the level a deep link names, encoded or not', () => {
    expect(anchorFromHash('#a-1')).toBe('a-1');
    expect(anchorFromHash('#a_1-%7E2')).toBe('a_1-~2');
    expect(anchorFromHash('')).toBe('');
    expect(anchorFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
    const blocks = officialTextBlocks(officialText());
    expect(blockIndexOf(blocks, 'a-1')).toBe(1);
    expect(blockIndexOf(blocks, 'z-9')).toBe(-1);
  });

  it('copies the full citation of the level', () => {
    const level = officialText().levels.find((l) => l.id === 'a-1')!;
    expect(citationCopyText(level)).toBe('15 U.S.C. § 1692c(a)(1)');
  });
});

describe('OfficialTextView', () => {
  const render = (props: Parameters<typeof OfficialTextView>[0]) => renderElement(createElement(OfficialTextView, props));

  it('shows every level with its designation and heading, indented by depth, and the release point', () => {
    render({ text: officialText() });
    const text = readText();
    expect(text).toContain('(a) Communication with the consumer generally. Without the prior consent');
    expect(text).toContain('(1) at any unusual time or place');
    expect(text).toContain('Official text: U.S. Code release point 119-100 (current through Pub. L. 119-100).');
    expect(document.getElementById('a-1')?.style.getPropertyValue('--law-depth')).toBe('1');
    expect(document.getElementById('c')?.style.getPropertyValue('--law-depth')).toBe('0');
  });

  it('has a "Copy citation" button for every level, named with its citation', () => {
    render({ text: officialText() });
    const names = screen.getAllByRole('button', { name: /^Copy citation / }).map((button) => button.getAttribute('aria-label'));
    expect(names).toContain('Copy citation 15 U.S.C. § 1692c(a)(1)');
    expect(names).toHaveLength(officialText().levels.length);
  });

  it('links cross-references inside the app', () => {
    render({ text: officialText() });
    expect(links()).toEqual([
      ['/federal-laws/15/1692b', 'section 1692b of this title'],
      ['/federal-laws/15/1692c#b', 'subsection (b)'],
    ]);
  });

  it('marks the level a deep link names, with prefixed ids inside the detail view', () => {
    render({ text: officialText(), target: 'a-1', idPrefix: 'detail-' });
    expect(document.getElementById('detail-a-1')).toHaveAttribute('data-target', 'true');
    expect(document.querySelectorAll('[data-target="true"]')).toHaveLength(1);
  });

  it('renders a long section in parts: the first part at once, the target included', () => {
    const levels = Array.from({ length: 600 }, (_, i) => ({
      id: `${i + 1}`,
      designation: `(${i + 1})`,
      path: `(${i + 1})`,
      citation: `42 U.S.C. § 1395x(${i + 1})`,
      depth: 0,
      text: `Definition ${i + 1}.`,
    }));
    const long: OfficialText = {
      heading: 'Definitions',
      intro: '',
      levels,
      links: [],
      releasePoint: '119-100',
      releasePointLabel: 'U.S. Code release point 119-100',
    };
    const first = render({ text: long });
    const numbered = () => [...first.container.querySelectorAll('p')].filter((p) => readText(p).startsWith('('));
    expect(numbered()).toHaveLength(FIRST_BLOCKS);
    // (getByRole would weigh every one of the hundreds of elements.)
    expect(screen.getByText('Loading the rest of the text…')).toHaveAttribute('role', 'status');
    render({ text: long, target: '450' });
    expect(readText()).toContain('(450) Definition 450.');
  });
});
