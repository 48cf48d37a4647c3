import { ALL_CATEGORIES, type Amendment, type AmendmentFilter } from '../../../core/schemas/amendmentNames';

export function filterAmendments(amendments: readonly Amendment[], filter: AmendmentFilter): Amendment[] {
  return filter === ALL_CATEGORIES ? [...amendments] : amendments.filter((a) => a.category === filter);
}

export function countText(shown: number, total: number): string {
  return shown === total ? `Showing all ${total} amendments` : `Showing ${shown} of ${total} amendments`;
}
