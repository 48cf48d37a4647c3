import { describe, expect, it } from 'vitest';
import { pagerState } from './pager';

describe('Previous/Next paging', () => {
  it('disables Previous on page 1 and enables Next while more laws follow', () => {
    expect(pagerState(1, 20, 51_000)).toEqual({ canPrevious: false, canNext: true, from: 1, to: 20, pageCount: 2550 });
  });

  it('enables both in the middle', () => {
    expect(pagerState(2, 20, 51_000)).toMatchObject({ canPrevious: true, canNext: true, from: 21, to: 40 });
  });

  it('disables Next on the last page, full or partial', () => {
    expect(pagerState(3, 20, 60)).toMatchObject({ canPrevious: true, canNext: false, from: 41, to: 60, pageCount: 3 });
    expect(pagerState(3, 20, 45)).toMatchObject({ canNext: false, from: 41, to: 45 });
  });

  it('has nothing to page through when no law matches', () => {
    expect(pagerState(1, 20, 0)).toEqual({ canPrevious: false, canNext: false, from: 0, to: 0, pageCount: 1 });
  });

  it('shows an empty range past the end (a stale page after the filter changed)', () => {
    expect(pagerState(5, 20, 30)).toMatchObject({ canPrevious: true, canNext: false, from: 0, to: 0 });
  });
});
