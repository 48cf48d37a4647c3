import { beforeAll, describe, expect, it } from 'vitest';
import { getFullText, getLawRecords } from '../../core/laws';
import {
  federalLawsResponseSchema,
  federalLawStatsSchema,
  lawCategoriesResponseSchema,
  lawDetailSchema,
  legalStatisticsSchema,
} from '../../core/schemas/legal';
import { serverWithMember } from '../../test-support/server/harness';
import { lawIndex } from '../legal/legalIndex';

// Read-only routes: one server and one signed-in user for the whole file.

const ctx = serverWithMember();
beforeAll(async () => {
  // ?q= searches the index: build it before the clock of the first test starts.
  await lawIndex();
}, 60_000);

const corpus = getLawRecords();

async function getJson(path: string, status = 200): Promise<any> {
  const res = await ctx.jar.fetch(path);
  expect(res.status, path).toBe(status);
  return res.json();
}
const lawsPage = async (query: string) => federalLawsResponseSchema.parse(await getJson(`/api/legal/federal-laws?${query}`));

describe('GET /api/legal/federal-laws', () => {
  it('pages through the whole library: page 2 differs from page 1, the total stays the corpus count', async () => {
    const first = await lawsPage('page=1&limit=20');
    const second = await lawsPage('page=2&limit=20');
    expect(first).toMatchObject({ page: 1, total: corpus.length });
    expect(second).toMatchObject({ page: 2, total: corpus.length });
    expect(first.laws).toHaveLength(20);
    expect(second.laws).toHaveLength(20);
    const ids = new Set(first.laws.map((l) => l.id));
    expect(second.laws.some((l) => ids.has(l.id))).toBe(false);
    expect(second.laws[0]!.id).toBe(corpus[20]!.id);
    // Defaults: page 1, 20 a page.
    expect(await lawsPage('')).toEqual(first);
  });

  it('returns an empty page past the end with the same total (Next has no upper bound, part 2 §4)', async () => {
    const past = await lawsPage(`page=${Math.ceil(corpus.length / 100) + 1}&limit=100`);
    expect(past).toEqual({ laws: [], total: corpus.length, page: Math.ceil(corpus.length / 100) + 1 });
  });

  it('filters by category (label or guide category id), counting every match', async () => {
    const expected = corpus.filter((r) => r.category === 'Debt Collection');
    expect(expected.length).toBeGreaterThan(0);
    const byLabel = await lawsPage(`category=${encodeURIComponent('Debt Collection')}&limit=100`);
    expect(byLabel.total).toBe(expected.length);
    expect(byLabel.laws.map((l) => l.id)).toEqual(expected.map((r) => r.id));
    expect(await lawsPage('category=debt-collection&limit=100')).toEqual(byLabel);

    const labor = await lawsPage('category=Labor&page=3');
    expect(labor.total).toBe(corpus.filter((r) => r.category === 'Labor').length);
    for (const law of labor.laws) expect(law).toMatchObject({ category: 'Labor', kind: 'section', usc: { title: 29 } });
  });

  it('searches with q, ranked, and q and category together', async () => {
    const overtime = await lawsPage('q=overtime');
    expect(overtime.laws[0]!.citation).toBe('29 U.S.C. § 207');
    expect(overtime.total).toBeGreaterThan(1);
    const inHousing = await lawsPage('q=discrimination&category=Fair%20Housing');
    expect(inHousing.total).toBeGreaterThan(0);
    for (const law of inHousing.laws) expect(law.category).toBe('Fair Housing');
    expect((await lawsPage('q=zzqxv%20qwpl')).total).toBe(0);
  });

  it('treats empty parameters as not given', async () => {
    expect(await lawsPage('page=&limit=&category=&q=')).toEqual(await lawsPage('page=1&limit=20'));
  });

  it.each([
    ['page=0', 'page must be 1 or more', 'page'],
    ['page=abc', 'page must be a number', 'page'],
    ['page=1.5', 'page must be a whole number', 'page'],
    ['page=99999999999', 'page must be 100,000 or less', 'page'],
    ['limit=101', 'limit must be between 1 and 100', 'limit'],
    ['limit=0', 'limit must be between 1 and 100', 'limit'],
    ['category=a&category=b', 'category must be given once', 'category'],
    ['category=astrology', 'Unknown category: astrology', 'category'],
    [`q=${'x'.repeat(501)}`, 'q must be at most 500 characters', 'q'],
  ])('answers ?%s with 400 {error, issues}', async (query, message, field) => {
    const reply = await getJson(`/api/legal/federal-laws?${query}`, 400);
    expect(reply.error).toEqual(message);
    expect(reply.issues[0].path).toEqual([field]);
  });
});

describe('GET /api/legal/federal-laws/stats', () => {
  it('computes every figure from the corpus', async () => {
    const stats = federalLawStatsSchema.parse(await getJson('/api/legal/federal-laws/stats'));
    expect(stats.totalLaws).toBe(corpus.length);
    expect(stats.totalLaws).toBe(50_936 + corpus.filter((r) => r.kind === 'guide').length);
    expect(stats.categories.reduce((sum, c) => sum + c.count, 0)).toBe(corpus.length);
    expect(stats.categories.find((c) => c.category === 'Debt Collection')!.count).toBe(
      corpus.filter((r) => r.category === 'Debt Collection').length,
    );
    expect(stats.estimatedSizeMB).toMatch(/^\d+(\.\d)?$/);
    expect(Number(stats.estimatedSizeMB)).toBeGreaterThan(1);
    expect(stats.lastUpdated).toContain('119-100');
  });
});

describe('GET /api/legal/categories and /statistics (public)', () => {
  it('lists every category with its count; each id filters the law list to that count', async () => {
    const res = await fetch(`${ctx.server.url}/api/legal/categories`); // no cookie: public
    expect(res.status).toBe(200);
    const categories = lawCategoriesResponseSchema.parse(await res.json());
    expect(categories.filter((c) => c.kind === 'guide').length).toBeGreaterThanOrEqual(38);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(corpus.length);
    expect(categories.find((c) => c.id === 'wages-hours')).toMatchObject({ name: 'Wages & Overtime', kind: 'guide', legal: 'employment' });
    for (const category of [categories.find((c) => c.kind === 'guide')!, categories.find((c) => c.kind === 'title')!]) {
      expect((await lawsPage(`category=${encodeURIComponent(category.id)}`)).total).toBe(category.count);
    }
  });

  it('reports totals, categories and verification status', async () => {
    const res = await fetch(`${ctx.server.url}/api/legal/statistics`);
    expect(res.status).toBe(200);
    const stats = legalStatisticsSchema.parse(await res.json());
    const guides = corpus.filter((r) => r.kind === 'guide').length;
    expect(stats).toMatchObject({
      totalLaws: corpus.length,
      guides,
      sections: 50_936,
      fullTextSections: 240,
      usCodeTitles: 53,
      releasePoint: '119-100',
    });
    expect(stats.verification.verified).toBe(corpus.filter((r) => r.confidence >= 97).length);
    expect(stats.verification.verifiedShare).toBeCloseTo(stats.verification.verified / corpus.length, 10);
    expect(stats.verification.guideShare).toBeCloseTo(guides / corpus.length, 10);
    // Every guide is now read against the full text (99); sections without full text stay 90.
    expect(stats.verification.byConfidence.map((c) => c.confidence)).toEqual(
      [...new Set(corpus.map((r) => r.confidence))].sort((a, b) => b - a),
    );
    expect(stats.verification.byConfidence.map((c) => c.confidence)).not.toContain(97);
    expect(stats.verification.byConfidence.reduce((sum, c) => sum + c.count, 0)).toBe(corpus.length);
    expect(stats.verification.rule).toMatch(/99.*97.*90/);
  });
});

describe('GET /api/legal/laws/:id', () => {
  it('gives a key-law section with its full official text', async () => {
    const law = lawDetailSchema.parse(await getJson('/api/legal/laws/usc-15-1692c'));
    expect(law).toMatchObject({
      id: 'usc-15-1692c',
      citation: '15 U.S.C. § 1692c',
      kind: 'section',
      hasFullText: true,
      titleName: 'Commerce and Trade',
    });
    expect(law.fullText).toBe(getFullText(15, '1692c')!.text);
    expect(law.fullText).toMatch(/debt collector/i);
  });

  it('gives a guide with the full text of its section, its keywords and official links', async () => {
    const law = lawDetailSchema.parse(await getJson('/api/legal/laws/fdcpa-contact-times-places'));
    expect(law).toMatchObject({ kind: 'guide', citation: '15 U.S.C. § 1692c', confidence: 99, hasFullText: true });
    expect(law.fullText).toBe(getFullText(15, '1692c')!.text);
    expect(law.keywords.length).toBeGreaterThan(0);
    expect(law.government_source).toMatch(/^https:\/\/uscode\.house\.gov\//);
    expect(law.govinfoUrl).toMatch(/^https:\/\/www\.govinfo\.gov\//);
  });

  it('gives a section outside the key laws with its official text too (issue 15)', async () => {
    const law = lawDetailSchema.parse(await getJson('/api/legal/laws/usc-1-1'));
    expect(law).toMatchObject({ title: 'Words denoting number, gender, and so forth', hasFullText: false });
    expect(law.fullText).toMatch(/^§ 1\.\nWords denoting number, gender, and so forth\n/);
  });

  it.each(['no-such-law', 'usc-15-99999', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(300)])('answers 404 JSON for unknown id %s', async (id) => {
    expect(await getJson(`/api/legal/laws/${id}`, 404)).toEqual({ error: 'Law not found' });
  });
});

describe('sign-in rules', () => {
  it.each([
    '/api/legal/federal-laws',
    '/api/legal/federal-laws/stats',
    '/api/legal/laws/usc-1-1',
    '/api/legal/library',
    '/api/legal/recent-searches',
  ])('%s needs sign-in (401)', async (path) => {
    const res = await fetch(ctx.server.url + path);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Not signed in' });
  });
});
