import type { LawsFilter } from './lawsApi';
import { categoryLabel } from './categories';

/** What Export Database will export, in words: "all laws", "laws in Debt Collection matching “landlord”". */
export function describeFilter(filter: LawsFilter): string {
  const category = filter.category?.trim();
  const q = filter.q?.trim();
  if (!category && !q) return 'all laws';
  const parts = ['laws'];
  if (category) parts.push(`in ${categoryLabel(category)}`);
  if (q) parts.push(`matching “${q}”`);
  return parts.join(' ');
}
