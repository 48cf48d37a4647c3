import { describe, expect, it } from 'vitest';
import { findCrossReferences, linkSection, splitByLinks, type RefContext } from './crossRefs';
import { parseSectionText } from './structure';

// Passages copied from the official text (release point 119-100, corpus/uscode-text); the
// server test runs the linker over whole sections read by the real reader.
const held = new Set(['15/1692b', '42/1320d-9', '5/6103', '31/5318', '15/1', '15/7', '15/57a', '47/151', '26/152', '26/151']);
const holds = (title: number, section: string) => held.has(`${title}/${section}`);

function linked(text: string, ctx: Partial<RefContext> & Pick<RefContext, 'title' | 'section'>) {
  const refs = findCrossReferences(text, { levelIds: new Set(), ...ctx }, holds);
  return refs.map((r) => [text.slice(r.start, r.end), r.to]);
}

describe('findCrossReferences', () => {
  it('links "section 1692b of this title" as one link to that section', () => {
    const text =
      'Except as provided in section 1692b of this title, without the prior consent of the consumer given directly to the debt collector,';
    expect(linked(text, { title: 15, section: '1692c', levelId: 'b' })).toEqual([
      ['section 1692b of this title', '/federal-laws/15/1692b'],
    ]);
  });

  it('links a subsection of another section, folding the en dash of its number', () => {
    const text =
      'shall be punished as provided in subsection (b). For purposes of the previous sentence, a person (including an employee or other individual) shall be considered to have obtained or disclosed individually identifiable health information in violation of this part if the information is maintained by a covered entity (as defined in the HIPAA privacy regulation described in section 1320d–9(b)(3) of this title) and the individual obtained or disclosed such information without authorization.';
    expect(linked(text, { title: 42, section: '1320d-6', levelId: 'a', levelIds: new Set(['a', 'a-1', 'b', 'b-1']) })).toEqual([
      ['subsection (b)', '/federal-laws/42/1320d-6#b'],
      ['section 1320d–9(b)(3) of this title', '/federal-laws/42/1320d-9#b-3'],
    ]);
  });

  it('links "section 6103(a) of title 5" and "section 5318(g)(3) of title 31" to the other title', () => {
    expect(linked('(as defined in section 6103(a) of title 5), then such period shall be extended', { title: 15, section: '18a' })).toEqual(
      [['section 6103(a) of title 5', '/federal-laws/5/6103#a']],
    );
    const text =
      'An entity described in paragraph (1) of subsection (d) shall, in accordance with section 5318(g)(3) of title 31, be exempt from liability';
    expect(linked(text, { title: 15, section: '57b-2b', levelId: 'b', levelIds: new Set(['b', 'd', 'd-1']) })).toEqual([
      ['paragraph (1) of subsection (d)', '/federal-laws/15/57b-2b#d-1'],
      ['section 5318(g)(3) of title 31', '/federal-laws/31/5318#g-3'],
    ]);
  });

  it('links each end of "sections 1 to 7 of this title"', () => {
    const text = 'The word “person”, or “persons”, wherever used in sections 1 to 7 of this title shall be deemed to include corporations';
    expect(linked(text, { title: 15, section: '7' })).toEqual([
      ['1', '/federal-laws/15/1'],
      ['7', '/federal-laws/15/7'],
    ]);
  });

  it('leaves a section the library does not hold as plain text', () => {
    expect(linked('as provided in section 9999zz of this title, or in section 552a of title 5', { title: 15, section: '1' })).toEqual([]);
  });

  it('links Title 26’s bare "section 152(f)(1)" but not an Act’s own section number', () => {
    const text =
      'the principal place of abode of a child (within the meaning of section 152(f)(1)) with respect to whom such individual is entitled to a deduction for the taxable year under section 151 (or would be so entitled but for section 152(e)),';
    expect(linked(text, { title: 26, section: '7703', levelId: 'b-1' })).toEqual([
      ['152(f)(1)', '/federal-laws/26/152#f-1'],
      ['151', '/federal-laws/26/151'],
      ['152(e)', '/federal-laws/26/152#e'],
    ]);
    expect(linked('section 151 of the Social Security Act', { title: 26, section: '1' })).toEqual([]);
    // Outside Title 26 a bare number is not this title's section.
    expect(linked('under section 151 (or would be so entitled', { title: 15, section: '1' })).toEqual([]);
  });

  it('resolves paragraph and subparagraph references from the level the words are in', () => {
    const text = 'If sections 1 to 7 of this title apply to such conduct only because of the operation of paragraph (1)(B), then';
    expect(linked(text, { title: 15, section: '6a', levelId: '2', levelIds: new Set(['1', '1-A', '1-B', '2']) })).toContainEqual([
      'paragraph (1)(B)',
      '/federal-laws/15/6a#1-B',
    ]);
    const k =
      'In determining, for the purpose of paragraph (3) of subsection (b) of this section, what constitutes reasonable investigation';
    expect(linked(k, { title: 15, section: '77k', levelId: 'c', levelIds: new Set(['b', 'b-3', 'c']) })).toEqual([
      ['paragraph (3) of subsection (b) of this section', '/federal-laws/15/77k#b-3'],
    ]);
    // "paragraph (2) of subsection 3(a) thereof" is another Act's: left alone.
    expect(linked('by paragraph (2) of subsection 3(a) thereof', { title: 15, section: '77ddd', levelIds: new Set(['2']) })).toEqual([]);
  });

  it('links the editors’ "[47 U.S.C. 151 et seq.]" and sends "this subchapter" to the title’s listing at this section', () => {
    const text = 'when found in this subchapter, to wit: … the Communications Act of 1934 [47 U.S.C. 151 et seq.] and all Acts';
    expect(linked(text, { title: 15, section: '44' })).toEqual([
      ['this subchapter', '/federal-laws/15#s-44'],
      ['47 U.S.C. 151', '/federal-laws/47/151'],
    ]);
  });
});

describe('linkSection and splitByLinks', () => {
  it('links a parsed section level by level, and cuts text into runs that join back to it', () => {
    const raw = [
      '§ 1692c.',
      'Communication',
      '(a)',
      'Generally',
      'A collector may not—',
      '(1)',
      'call late;',
      '(b)',
      'Third parties',
      'Except as provided in section 1692b of this title or subsection (a)(1), no.',
    ].join('\n');
    const parsed = parseSectionText(15, '1692c', raw);
    const links = linkSection(parsed, 15, '1692c', holds);
    expect(links.map((l) => [l.level, l.field, l.to])).toEqual([
      ['b', 'text', '/federal-laws/15/1692b'],
      ['b', 'text', '/federal-laws/15/1692c#a-1'],
    ]);
    const b = parsed.levels.find((l) => l.id === 'b')!;
    const runs = splitByLinks(b.text, links);
    expect(runs.map((r) => r.text).join('')).toBe(b.text);
    expect(runs.filter((r) => r.to).map((r) => r.text)).toEqual(['section 1692b of this title', 'subsection (a)(1)']);
  });
});
