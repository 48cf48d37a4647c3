/**
 * Corpus integrity: the generated files match the official data, every record is
 * well formed, every guide cites a section that exists, and every figure comes from the data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCorpusFiles, dataDir, outDir, readCorpusSource } from '../../scripts/build-corpus';
import { allGuides } from '../data/guides';
import { guideCategories } from '../data/guides/categories';
import { uscodeTitleNames } from '../data/uscode/titles';
import { getCorpusData, corpusMeta, findLaw, findLawsBySection, getLawRecords } from './corpus';
import { getFullText } from './fullText';
import { lawCategories, lawStats, librarySizeMB, listLaws } from './list';
import { sectionKey } from './links';
import { toFederalLaw, toLawDetail } from './records';
import { federalLawSchema, federalLawStatsSchema, federalLawsResponseSchema, lawDetailSchema } from '../schemas/legal';

const records = getLawRecords();
const corpusData = getCorpusData();
const sectionRecords = records.filter((r) => r.kind === 'section');
const guideRecords = records.filter((r) => r.kind === 'guide');
const sectionKeys = new Set(corpusData.sections.map(([t, s]) => sectionKey(t, s)));

describe('generated U.S. Code files', () => {
  it.skipIf(!existsSync(dataDir))(
    'are exactly what scripts/build-corpus.ts makes from ../shared/data (up to date and deterministic)',
    () => {
      const source = readCorpusSource();
      const built = buildCorpusFiles(source);
      for (const [name, text] of Object.entries(built)) expect(readFileSync(outDir + name, 'utf8'), name).toBe(text);
      expect(buildCorpusFiles(source)).toEqual(built);
    },
  );

  it.skipIf(!existsSync(dataDir))('keep every section of the release point, in order, with its heading copied exactly', () => {
    const rows = readFileSync(dataDir + 'uscode-sections.jsonl', 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(corpusData.sections).toHaveLength(rows.length);
    rows.forEach((row, i) => {
      const [title, section, heading] = corpusData.sections[i];
      if (title !== row.title || section !== row.section || heading !== row.heading) expect({ title, section, heading }).toEqual(row);
    });
    // Curly quotes survive.
    expect(findLaw('usc-1-2')?.heading).toBe('“County” as including “parish”, and so forth');
  });

  it('holds 50,936 sections in 53 titles (1-54 without 53), every title with its official name', () => {
    expect(corpusData.sections).toHaveLength(50_936);
    expect(corpusMeta.sectionCount).toBe(50_936);
    const titles = [...new Set(corpusData.sections.map(([t]) => t))].sort((a, b) => a - b);
    expect(titles).toHaveLength(53);
    expect(titles).not.toContain(53);
    expect(titles[0]).toBe(1);
    expect(titles.at(-1)).toBe(54);
    for (const t of titles) expect(uscodeTitleNames[t], `title ${t}`).toMatch(/^[A-Z]/);
    expect(uscodeTitleNames[42]).toBe('The Public Health and Welfare');
    expect(uscodeTitleNames[15]).toBe('Commerce and Trade');
  });

  it('states the release point and no date the data does not state', () => {
    expect(corpusMeta.releasePoint).toBe('119-100');
    expect(corpusMeta.releasePointDate).toBeNull();
    expect(corpusMeta.label).toBe('U.S. Code release point 119-100 (current through Pub. L. 119-100)');
  });

  it('has the 240 full texts, each under its own section and heading', () => {
    const keys = Object.keys(corpusMeta.fullTextActs);
    expect(keys).toHaveLength(240);
    for (const key of keys) {
      const [title, section] = key.split('/');
      const text = getFullText(Number(title), section)!;
      expect(text.text.startsWith(`§ ${section.replace(/-/g, '–')}.`) || text.text.startsWith(`§ ${section}.`), key).toBe(true);
      expect(findLaw(`usc-${title}-${section}`)?.heading).toBe(text.heading);
    }
    expect(getFullText(15, '1692c')?.actName).toBe('Fair Debt Collection Practices Act');
    expect(getFullText(42, '1983')).toBeUndefined();
    expect(sectionRecords.filter((r) => r.hasFullText)).toHaveLength(240);
  });
});

describe('law records', () => {
  it('are every guide plus one record per section, with no duplicate ids', () => {
    expect(sectionRecords).toHaveLength(50_936);
    expect(guideRecords).toHaveLength(allGuides.length);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    // The two sections numbered 5 U.S.C. § 3598 stay distinct.
    expect(findLawsBySection(5, '3598').map((r) => r.id)).toEqual(['usc-5-3598', 'usc-5-3598-dup2']);
  });

  it('every guide cites a section that exists in the official list', () => {
    const missing = allGuides
      .filter((g) => !sectionKeys.has(sectionKey(g.usc.title, g.usc.section)))
      .map((g) => `${g.id}: ${g.usc.title}/${g.usc.section}`);
    expect(missing).toEqual([]);
  });

  it('every link is a well-formed https link to an official host', () => {
    const bad: string[] = [];
    for (const r of records) {
      const uscode = new URL(r.government_source);
      const govinfo = new URL(r.govinfoUrl);
      if (
        uscode.protocol !== 'https:' ||
        uscode.host !== 'uscode.house.gov' ||
        !uscode.searchParams.get('req')?.endsWith(`-title${r.usc.title}-section${r.usc.section}`)
      )
        bad.push(r.government_source);
      if (
        govinfo.protocol !== 'https:' ||
        govinfo.host !== 'www.govinfo.gov' ||
        govinfo.pathname !== `/link/uscode/${r.usc.title}/${r.usc.section}`
      )
        bad.push(r.govinfoUrl);
      if (r.agency) {
        const agency = new URL(r.agency.url);
        if (agency.protocol !== 'https:' || !agency.hostname.endsWith('.gov')) bad.push(r.agency.url);
      }
    }
    expect(bad).toEqual([]);
  });

  it('give each guide its category label, its section heading and the confidence rule', () => {
    const labels = new Map<string, string>(guideCategories.map((c) => [c.id, c.label]));
    for (const guide of allGuides) {
      const record = findLaw(guide.id)!;
      expect(record.category).toBe(labels.get(guide.category));
      expect(record.citation).toBe(`${guide.usc.title} U.S.C. § ${guide.usc.section}`);
      expect(record.heading).toBe(findLaw(`usc-${guide.usc.title}-${guide.usc.section}`)?.heading);
      expect(record.confidence).toBe(guide.basis === 'full-text' ? 99 : 97);
      expect(record.hasFullText).toBe(sectionKey(guide.usc.title, guide.usc.section) in corpusMeta.fullTextActs);
    }
  });

  it('describe a bare section honestly: its exact heading, 90%, nothing summarized', () => {
    const record = findLaw('usc-42-3604')!;
    expect(record).toMatchObject({
      title: 'Discrimination in the sale or rental of housing and other prohibited practices',
      citation: '42 U.S.C. § 3604',
      summary:
        '42 U.S.C. § 3604, in Title 42 — The Public Health and Welfare, is headed “Discrimination in the sale or rental of housing and other prohibited practices”.',
      category: 'The Public Health and Welfare',
      subcategory: 'U.S. Code Title 42',
      penalties: 'Not summarized: see the official text.',
      confidence: 90,
      kind: 'section',
      hasFullText: true,
    });
  });

  it('cover at least 38 categories, including the spec’s six legal categories', () => {
    const used = new Set(guideRecords.map((r) => r.categoryId));
    expect(used.size).toBeGreaterThanOrEqual(38);
    const legal = new Set(guideRecords.map((r) => r.legalCategory));
    for (const value of ['constitutional', 'employment', 'housing', 'transportation', 'consumer', 'tax']) expect(legal).toContain(value);
  });

  it('fit the API schemas', () => {
    for (const r of [guideRecords[0], findLaw('usc-42-3604')!]) {
      expect(federalLawSchema.parse(toFederalLaw(r))).toEqual(toFederalLaw(r));
      expect(() => lawDetailSchema.parse(toLawDetail(r, getFullText(r.usc.title, r.usc.section)))).not.toThrow();
    }
    expect(toLawDetail(findLaw('usc-42-3604')!, getFullText(42, '3604')).fullText).toContain('it shall be unlawful');
  });
});

describe('library figures', () => {
  it('are computed from the corpus', () => {
    const stats = federalLawStatsSchema.parse(lawStats());
    expect(stats.totalLaws).toBe(records.length);
    expect(stats.categories.reduce((n, c) => n + c.count, 0)).toBe(records.length);
    expect(stats.categories.find((c) => c.category === 'Fair Housing')?.count).toBe(
      guideRecords.filter((r) => r.categoryId === 'fair-housing').length,
    );
    expect(stats.categories.find((c) => c.category === 'Labor')?.count).toBe(corpusData.sections.filter(([t]) => t === 29).length);
    expect(stats.lastUpdated).toBe(corpusMeta.label);
    const keyLaws = JSON.parse(readFileSync(outDir + 'key-laws.json', 'utf8'));
    const bytes = new TextEncoder().encode(JSON.stringify(records)).length + new TextEncoder().encode(JSON.stringify(keyLaws)).length;
    expect(stats.estimatedSizeMB).toBe((bytes / 1024 / 1024).toFixed(1));
    expect(stats.estimatedSizeMB).toBe(librarySizeMB());
    expect(stats.estimatedSizeMB).toMatch(/^\d+\.\d$/);
  });

  it('list categories once each: guide categories first, then U.S. Code titles', () => {
    const cats = lawCategories();
    expect(new Set(cats.map((c) => `${c.kind}:${c.category}`)).size).toBe(cats.length);
    expect(cats.filter((c) => c.kind === 'title')).toHaveLength(53);
    expect(cats.findIndex((c) => c.kind === 'title')).toBe(cats.filter((c) => c.kind === 'guide').length);
  });
});

describe('listLaws', () => {
  it('pages through guides first, then sections in official order', () => {
    const first = federalLawsResponseSchema.parse(listLaws({ page: 1, limit: 20 }));
    expect(first.total).toBe(records.length);
    expect(first.laws[0].id).toBe(allGuides[0].id);
    const afterGuides = listLaws({ page: allGuides.length + 1, limit: 1 });
    expect(afterGuides.laws[0].id).toBe('usc-1-1');
    expect(listLaws({ page: 100_000, limit: 100 }).laws).toEqual([]);
  });

  it('filters by category label, guide category id or title name', () => {
    const byLabel = listLaws({ category: 'Debt Collection', limit: 100 });
    expect(byLabel.total).toBe(guideRecords.filter((r) => r.categoryId === 'debt-collection').length);
    expect(byLabel.laws.every((l) => l.category === 'Debt Collection')).toBe(true);
    expect(listLaws({ category: 'debt-collection', limit: 100 }).total).toBe(byLabel.total);
    expect(listLaws({ category: 'Labor', page: 1, limit: 1 }).laws[0].citation).toBe('29 U.S.C. § 1');
    expect(listLaws({ category: 'No such category' }).total).toBe(0);
  });

  it('searches the whole library with q, ranked', { timeout: 120_000 }, () => {
    const result = listLaws({ q: 'debt collector calling me at work', limit: 5 });
    expect(result.laws[0].citation).toBe('15 U.S.C. § 1692c');
    expect(result.total).toBeGreaterThan(5);
    expect(listLaws({ q: 'overtime', category: 'Labor', limit: 5 }).laws.every((l) => l.category === 'Labor')).toBe(true);
  });
});
