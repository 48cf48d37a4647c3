import { CONFIDENCE, corpusMeta, getLawRecords, lawCategories } from '../../core/laws';
import { VERIFIED_CONFIDENCE_MIN } from '../../core/laws/confidence';
import type { LawCategorySummary, LegalStatistics } from '../../core/schemas/legal';

const MEANING: Record<number, string> = {
  [CONFIDENCE.guideFullText]: "Plain-English guide written against the section's official full text",
  [CONFIDENCE.guideHeading]: 'Plain-English guide written against the official heading and well-established public summaries',
  [CONFIDENCE.sectionHeading]: 'Official U.S. Code section: exact heading, citation and official links; not summarized',
};

const RULE =
  `${CONFIDENCE.guideFullText}: a guide written against the section's official full text; ` +
  `${CONFIDENCE.guideHeading}: a guide written against the official heading and public summaries; ` +
  `${CONFIDENCE.sectionHeading}: a bare official section (heading only). ` +
  `Records at ${VERIFIED_CONFIDENCE_MIN} or above are shown as verified.`;

let categories: LawCategorySummary[] | undefined;

/** GET /api/legal/categories: `id` is what ?category= of the law list accepts. */
export function categorySummaries(): LawCategorySummary[] {
  categories ??= lawCategories().map((c) => ({
    id: c.kind === 'guide' ? String(c.id) : c.category,
    name: c.category,
    count: c.count,
    kind: c.kind,
    ...(c.legal ? { legal: c.legal } : {}),
  }));
  return categories;
}

let known: Set<string> | undefined;

/** Whether `category` names a category of the library (label, guide category id or legal category). */
export function isKnownCategory(category: string): boolean {
  known ??= new Set(
    getLawRecords().flatMap((r) => [r.category, r.categoryId, r.legalCategory].filter((c): c is string => !!c).map((c) => c.toLowerCase())),
  );
  return known.has(category.trim().toLowerCase());
}

let statistics: LegalStatistics | undefined;

/** GET /api/legal/statistics: totals, categories and verification status, all counted from the library. */
export function legalStatistics(): LegalStatistics {
  if (statistics) return statistics;
  const records = getLawRecords();
  const total = records.length;
  const guides = records.filter((r) => r.kind === 'guide').length;
  const byConfidence = new Map<number, number>();
  for (const r of records) byConfidence.set(r.confidence, (byConfidence.get(r.confidence) ?? 0) + 1);
  const verified = records.filter((r) => r.confidence >= VERIFIED_CONFIDENCE_MIN).length;
  statistics = {
    totalLaws: total,
    guides,
    sections: total - guides,
    fullTextSections: records.filter((r) => r.kind === 'section' && r.hasFullText).length,
    usCodeTitles: new Set(records.map((r) => r.usc.title)).size,
    categories: categorySummaries(),
    verification: {
      rule: RULE,
      verified,
      verifiedShare: total ? verified / total : 0,
      guideShare: total ? guides / total : 0,
      byConfidence: [...byConfidence]
        .sort(([a], [b]) => b - a)
        .map(([confidence, count]) => ({ confidence, count, meaning: MEANING[confidence] ?? `Confidence ${confidence}` })),
    },
    releasePoint: corpusMeta.releasePoint,
    lastUpdated: corpusMeta.releasePointDate ?? corpusMeta.label,
  };
  return statistics;
}
