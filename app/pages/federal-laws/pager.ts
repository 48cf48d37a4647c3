/**
 * Previous/Next paging (spec part 2 §4): the page starts at 1 and Previous is disabled there.
 * The spec gives Next no upper bound; we disable it on the last page, which the list's total
 * tells us, so nobody pages into empty results.
 */
export const FIRST_PAGE = 1;

export interface PagerState {
  canPrevious: boolean;
  canNext: boolean;
  /** 1-based index of the first and last law shown; 0 when the page is empty. */
  from: number;
  to: number;
  pageCount: number;
}

export function pagerState(page: number, limit: number, total: number): PagerState {
  const first = (page - 1) * limit + 1;
  const inRange = first <= total;
  return {
    canPrevious: page > FIRST_PAGE,
    canNext: page * limit < total,
    from: inRange ? first : 0,
    to: inRange ? Math.min(page * limit, total) : 0,
    pageCount: Math.max(1, Math.ceil(total / limit)),
  };
}
