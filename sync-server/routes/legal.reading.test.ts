import { describe, expect, it } from 'vitest';
import { corpusMeta } from '../../core/laws/corpus';
import { lawDetailSchema, lawTitleSchema, titleTextHeaderSchema, titleTextSectionSchema } from '../../core/schemas/legal';
import { getLawText } from '../lawText';
import { serverWithMember } from '../../test-support/server/harness';

// Reading the law: the official text with its levels, links and release point, a
// title's listing and its whole text streamed for offline. The real corpus, the real server.
const lawText = getLawText();

const ctx = serverWithMember();

async function getJson(path: string, status = 200): Promise<any> {
  const res = await ctx.jar.fetch(path);
  expect(res.status, path).toBe(status);
  return res.json();
}
const detail = async (id: string) => lawDetailSchema.parse(await getJson(`/api/legal/laws/${id}`));

/** Section paths a link points to: every one must be a section the library holds. */
function linkedSections(links: { to: string }[]) {
  return links
    .map((l) => /^\/federal-laws\/(\d+)\/([^#]+)/.exec(l.to))
    .filter((m) => m !== null)
    .map((m) => [Number(m[1]), decodeURIComponent(m[2])] as const);
}

describe('GET /api/legal/laws/usc-{title}-{section}: the official text', () => {
  it('carries 15 U.S.C. § 1692c word for word, its levels with designation, citation, depth and heading, and the release point', async () => {
    const law = await detail('usc-15-1692c');
    expect(law.fullText).toBe((await lawText.section(15, '1692c'))!.text);
    const text = law.officialText!;
    expect(text.heading).toBe('Communication in connection with debt collection');
    expect(text.releasePoint).toBe('119-100');
    expect(text.releasePointLabel).toBe(corpusMeta.label);
    expect(text.levels.find((l) => l.id === 'a')).toMatchObject({
      designation: '(a)',
      depth: 0,
      heading: 'Communication with the consumer generally',
      citation: '15 U.S.C. § 1692c(a)',
    });
    const a1 = text.levels.find((l) => l.id === 'a-1')!;
    expect(a1).toMatchObject({ designation: '(1)', path: '(a)(1)', depth: 1, citation: '15 U.S.C. § 1692c(a)(1)' });
    expect(a1.text).toContain('after 8 o’clock antemeridian and before 9 o’clock postmeridian');
    // "section 1692b of this title" in (b) is a link inside the app.
    const b = text.levels.find((l) => l.id === 'b')!;
    const link = text.links.find((l) => l.level === 'b')!;
    expect(b.text.slice(link.start, link.end)).toBe('section 1692b of this title');
    expect(link.to).toBe('/federal-laws/15/1692b');
  });

  it('links 42 U.S.C. § 1320d-6 to its own subsection (b) and to 1320d-9(b)(3)', async () => {
    const text = (await detail('usc-42-1320d-6')).officialText!;
    const a = text.levels.find((l) => l.id === 'a')!;
    const links = text.links.filter((l) => l.level === 'a' && l.field === 'after').map((l) => [a.after!.slice(l.start, l.end), l.to]);
    expect(links).toEqual([
      ['subsection (b)', '/federal-laws/42/1320d-6#b'],
      ['section 1320d–9(b)(3) of this title', '/federal-laws/42/1320d-9#b-3'],
    ]);
    expect(text.levels.find((l) => l.id === 'b-1')!.text).toBe('be fined not more than $50,000, imprisoned not more than 1 year, or both;');
  });

  it('gives a guide the text of the section it is about', async () => {
    const law = await detail('fdcpa-contact-times-places');
    expect(law.kind).toBe('guide');
    expect(law.officialText?.levels.some((l) => l.citation === '15 U.S.C. § 1692c(a)(1)')).toBe(true);
  });

  it('carries the text of a section outside the key laws, and of a 900-level section with only links to sections held', async () => {
    const one = await detail('usc-1-1');
    expect(one.fullText).toBe((await lawText.section(1, '1'))!.text);
    const big = (await detail('usc-42-1395x')).officialText!;
    expect(big.levels.length).toBeGreaterThan(900);
    const targets = linkedSections(big.links);
    expect(targets.length).toBeGreaterThan(100);
    for (const [title, section] of targets) expect(lawText.has(title, section), `${title}/${section}`).toBe(true);
  });
});

describe('GET /api/legal/titles/:title', () => {
  it('lists a title’s sections with headings and the size of its text', async () => {
    const title = lawTitleSchema.parse(await getJson('/api/legal/titles/15'));
    expect(title).toMatchObject({ title: 15, name: 'Commerce and Trade', releasePoint: '119-100' });
    expect(title.textBytes).toBe(lawText.titleTextBytes(15));
    expect(title.sections.find((s) => s.section === '1692c')).toEqual({
      id: 'usc-15-1692c',
      section: '1692c',
      citation: '15 U.S.C. § 1692c',
      heading: 'Communication in connection with debt collection',
    });
    expect(title.sectionCount).toBe(title.sections.length);
  });

  it.each(['53', '99', '0', 'abc', '15x'])('answers 404 JSON for title %s', async (t) => {
    expect(await getJson(`/api/legal/titles/${t}`, 404)).toEqual({ error: 'Title not found' });
    expect(await getJson(`/api/legal/titles/${t}/text`, 404)).toEqual({ error: 'Title not found' });
  });

  it('streams a title’s whole text as NDJSON: a header, then every section with its levels and links', async () => {
    const res = await ctx.jar.fetch('/api/legal/titles/9/text', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const header = titleTextHeaderSchema.parse(lines[0]);
    expect(header).toMatchObject({ title: 9, name: 'Arbitration', sectionCount: lines.length - 1 });
    const sections = lines.slice(1).map((l) => titleTextSectionSchema.parse(l));
    const expected: string[] = [];
    for await (const s of lawText.sectionsOfTitle(9)) expected.push(s.section);
    expect(sections.map((s) => s.section)).toEqual(expected);
    const ten = sections.find((s) => s.section === '10')!;
    expect(ten.citation).toBe('9 U.S.C. § 10');
    expect(ten.levels.find((l) => l.id === 'a-1')?.citation).toBe('9 U.S.C. § 10(a)(1)');
  });

  it('needs sign-in (401)', async () => {
    for (const path of ['/api/legal/titles/15', '/api/legal/titles/15/text']) {
      const res = await fetch(ctx.server.url + path);
      expect(res.status, path).toBe(401);
    }
  });
});
