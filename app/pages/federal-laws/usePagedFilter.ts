import { useState } from 'react';
import type { LawsFilter } from './lawsApi';
import { FIRST_PAGE } from './pager';

/** A page number that goes back to 1 whenever the filter changes (no stale page of another filter). */
export function usePagedFilter(filter: LawsFilter): [number, (page: number) => void] {
  const key = JSON.stringify([filter.category ?? '', filter.q?.trim() ?? '']);
  const [state, setState] = useState({ key, page: FIRST_PAGE });
  const page = state.key === key ? state.page : FIRST_PAGE;
  return [page, (next: number) => setState({ key, page: Math.max(FIRST_PAGE, next) })];
}
