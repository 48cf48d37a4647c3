import type { FederalLawStats } from '../../../core/schemas/legal';
import { legalCategories } from '../../../core/data/legalCategories';
import { uscodeTitleLabel, uscodeTitleNames } from '../../../core/data/uscode/titles';
import { formatCount } from './stats';

/**
 * The library's categories are of two kinds: plain-English guide topics ("Debt Collection") and,
 * for bare sections, the name of their U.S. Code title ("The Public Health and Welfare").
 */
const titleByName = new Map<string, number>(Object.entries(uscodeTitleNames).map(([n, name]) => [name, Number(n)]));

export interface CategoryOption {
  /** The category as the server filters on it. */
  value: string;
  /** What a user reads: the topic, or "Title 42 — The Public Health and Welfare". */
  label: string;
  count: number;
}

export interface GroupedCategories {
  topics: CategoryOption[];
  titles: CategoryOption[];
}

export function uscTitleOf(category: string): number | undefined {
  return titleByName.get(category);
}

/**
 * The six legal areas of the assistant (spec part 1 §3). The list accepts one as its category:
 * it then lists the plain-English guides of that area (bare sections have no legal area).
 */
const legalAreaLabels = new Map<string, string>(legalCategories.map((c) => [c.value, c.label]));

export function categoryLabel(category: string): string {
  const title = uscTitleOf(category);
  if (title !== undefined) return uscodeTitleLabel(title);
  const area = legalAreaLabels.get(category);
  return area ? `${area} guides` : category;
}

/** Topics alphabetically, titles in U.S. Code order. */
export function groupCategories(categories: FederalLawStats['categories']): GroupedCategories {
  const topics: CategoryOption[] = [];
  const titles: (CategoryOption & { title: number })[] = [];
  for (const { category, count } of categories) {
    const title = uscTitleOf(category);
    if (title === undefined) topics.push({ value: category, label: category, count });
    else titles.push({ value: category, label: uscodeTitleLabel(title), count, title });
  }
  topics.sort((a, b) => a.label.localeCompare(b.label, 'en'));
  titles.sort((a, b) => a.title - b.title);
  return { topics, titles: titles.map(({ title: _title, ...option }) => option) };
}

/**
 * Mantine Select data: guide topics and U.S. Code titles as groups, each option with its count;
 * with `legalAreas`, the six legal areas first (guides only, no count in the stats).
 */
export function categorySelectData(categories: FederalLawStats['categories'], { legalAreas = false } = {}) {
  const { topics, titles } = groupCategories(categories);
  const items = (options: CategoryOption[]) =>
    options.map(({ value, label, count }) => ({ value, label: `${label} (${formatCount(count)})` }));
  const groups = [
    {
      group: 'Legal areas (plain-English guides only)',
      items: legalAreas ? legalCategories.map((c) => ({ value: c.value, label: c.label })) : [],
    },
    { group: 'Plain-English guide topics', items: items(topics) },
    { group: 'U.S. Code titles', items: items(titles) },
  ];
  return groups.filter((g) => g.items.length > 0);
}
