/**
 * Which content is out of date: a content item records the release point of the
 * U.S. Code it was checked against; when a section it cites was amended by a later Public Law,
 * the item must be reread. Pure: the dates come from the law history (sync-server/lawHistory).
 *
 *   laterThan('119-150', '119-100') -> true        (Pub. L. 119-150 came after release point 119-100)
 *   staleItems(items, lastAmended) -> [{ item, title, section, lastAmended }]
 */
import type { LawChange } from '../laws/history';

export type ContentKind = 'guide' | 'activity' | 'quiz' | 'deadline';

export interface CurrencyItem {
  kind: ContentKind;
  id: string;
  /** "119-100"; undefined when the item records none. */
  checkedAgainst?: string;
  cites: readonly { title: number; section: string }[];
}

export interface StaleCitation {
  item: CurrencyItem;
  title: number;
  section: string;
  lastAmended: LawChange;
}

/** Congress and number of a Public Law ("118-210") or a release point ("119-100", "119-73not60"). */
function lawNumber(text: string): [number, number] | undefined {
  const m = /^(\d+)-(\d+)/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2])] : undefined;
}

/** True when Public Law `publicLaw` was enacted after the laws release point `releasePoint` is current through. */
export function laterThan(publicLaw: string, releasePoint: string): boolean {
  const law = lawNumber(publicLaw);
  const point = lawNumber(releasePoint);
  if (!law || !point) return false;
  return law[0] > point[0] || (law[0] === point[0] && law[1] > point[1]);
}

/**
 * The cited sections amended after the release point each item was checked against. Items that
 * record no release point are left to `uncheckedItems`; a change cited by chapter only (before
 * 1957) is never after a modern release point.
 */
export function staleItems(
  items: readonly CurrencyItem[],
  lastAmended: (title: number, section: string) => LawChange | null | undefined,
): StaleCitation[] {
  const out: StaleCitation[] = [];
  for (const item of items) {
    if (!item.checkedAgainst) continue;
    const seen = new Set<string>();
    for (const { title, section } of item.cites) {
      const key = `${title}/${section}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const change = lastAmended(title, section);
      if (change?.publicLaw && laterThan(change.publicLaw, item.checkedAgainst)) out.push({ item, title, section, lastAmended: change });
    }
  }
  return out;
}

/** Items that record no release point: nobody can tell whether they are current. */
export function uncheckedItems(items: readonly CurrencyItem[]): CurrencyItem[] {
  return items.filter((i) => !i.checkedAgainst);
}
