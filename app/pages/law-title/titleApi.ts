/** A U.S. Code title's listing: from the server, or from the copy a saved title keeps (offline). */
import { useQuery } from '@tanstack/react-query';
import { formatCitation } from '../../../core/laws/links';
import { lawTitleSchema, type LawTitle } from '../../../core/schemas/legal';
import { apiRequest, NetworkError } from '../../api/client';
import { getSavedTitle, keepTitleListing, keptTitleListing, titleSections } from '../../db/savedTitles';

export const lawTitleUrl = (title: number) => `/api/legal/titles/${title}`;

export interface LawTitleResult {
  listing: LawTitle;
  from: 'server' | 'device';
}

/** Official order of section numbers: "101" < "101a" < "102" < "1692c" (numbers compared as numbers). */
export function compareSections(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** The listing a saved title gives (its sections, numbered in official order). */
export async function savedTitleListing(title: number): Promise<LawTitle | null> {
  const saved = await getSavedTitle(title);
  if (saved?.status !== 'saved') return null;
  const sections = (await titleSections(title))
    .map((s) => ({ id: s.id, section: s.section, citation: s.citation || formatCitation(title, s.section), heading: s.heading }))
    .sort((a, b) => compareSections(a.section, b.section));
  return {
    title,
    name: saved.name,
    releasePoint: saved.releasePoint,
    releasePointLabel: saved.releasePointLabel,
    sectionCount: sections.length,
    textBytes: saved.bytes,
    sections,
  };
}

export async function fetchLawTitle(title: number, signal?: AbortSignal): Promise<LawTitleResult> {
  try {
    const reply = await apiRequest('GET', lawTitleUrl(title), undefined, { signal });
    const listing = lawTitleSchema.parse(reply);
    // Kept for offline: the sections' numbers and headings (a convenience: the page never waits
    // for it, and a full disk must not hide the page).
    void keepTitleListing(listing).catch(() => undefined);
    return { listing, from: 'server' };
  } catch (error) {
    if (error instanceof NetworkError) {
      const saved = (await savedTitleListing(title).catch(() => null)) ?? (await keptTitleListing(title).catch(() => null));
      if (saved) return { listing: saved, from: 'device' };
    }
    throw error;
  }
}

export function useLawTitle(title: number) {
  return useQuery({ queryKey: ['law-title', title], queryFn: ({ signal }) => fetchLawTitle(title, signal), staleTime: 60_000 });
}
