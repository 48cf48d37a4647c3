/**
 * Advanced Search's date range on the saved library: the sections the device holds
 * that were amended in the window, newest first, from the amendment dates kept on the device.
 */
import { changedWithin, type AmendedWithin } from '../../../core/laws/history';
import { formatCitation, sectionRecordId } from '../../../core/laws/links';
import { uscodeTitleNames } from '../../../core/data/uscode/titles';
import { amendedDatesSchema } from '../../../core/schemas/lawHistory';
import type { TextSearchResponse, TextSearchResult } from '../../../core/schemas/textSearch';
import { apiRequest } from '../../api/client';
import { getAmendedDates, storeAmendedDates } from '../../db/amendedDates';
import { getLibraryLaw } from '../../db/lawLibrary';
import { hasSavedLibrary, knownOffline, savedLawsPage } from '../../search/offline';

/** What the Advanced Search's date range asks for: words (optional), a title (optional), the window. */
export interface AmendedQuery {
  q?: string;
  title?: number;
  within: AmendedWithin;
}

export const AMENDED_OFFLINE_MISSING =
  'You’re offline, and the amendment dates aren’t saved on this device yet, so the date range can’t be applied. Open Advanced Search once while online (with the library saved) and they will be kept for offline use.';
export const AMENDED_OFFLINE_NOTICE = 'Offline: searched the library saved on this device.';

/** Most ranked matches read from the saved library before filtering by date. */
const RANKED_MAX = 500;
const DAY_MS = 24 * 3600 * 1000;

/** Keep the dates on the device when a library is saved (at most once a day). Best effort. */
export async function keepAmendedDates(now = Date.now()): Promise<void> {
  if (knownOffline() || !(await hasSavedLibrary())) return;
  const stored = await getAmendedDates().catch(() => null);
  if (stored && now - stored.savedAt < DAY_MS) return;
  const reply = amendedDatesSchema.parse(await apiRequest('GET', '/api/legal/amended-dates'));
  await storeAmendedDates(reply, now);
}

export async function amendedFromDevice(query: AmendedQuery, page: number, limit: number, now = new Date()): Promise<TextSearchResponse> {
  const stored = await getAmendedDates();
  if (!stored) throw new Error(AMENDED_OFFLINE_MISSING);
  const dated = new Map<string, { date: string; publicLaw: string | null }>();
  for (const [title, section, dup, date, publicLaw] of stored.sections) {
    if (query.title !== undefined && title !== query.title) continue;
    if (!changedWithin({ date, publicLaw }, query.within, now)) continue;
    dated.set(sectionRecordId(title, section, dup || undefined), { date, publicLaw });
  }
  let ids: string[];
  const q = query.q?.trim();
  if (q) {
    const category = query.title !== undefined ? uscodeTitleNames[query.title] : undefined;
    const ranked = await savedLawsPage({ page: 1, limit: RANKED_MAX, q, ...(category ? { category } : {}) });
    const seen = new Set<string>();
    ids = [];
    for (const law of ranked.laws) {
      const id = sectionRecordId(law.usc.title, law.usc.section);
      if (!dated.has(id) || seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
    ids.sort((a, b) => (dated.get(b)!.date > dated.get(a)!.date ? 1 : dated.get(b)!.date < dated.get(a)!.date ? -1 : 0));
  } else {
    ids = [...dated.keys()];
  }
  const offset = (page - 1) * limit;
  const results: TextSearchResult[] = [];
  for (const id of ids.slice(offset, offset + limit)) {
    const law = await getLibraryLaw(id).catch(() => null);
    const m = /^usc-(\d+)-(.+?)(?:-dup\d+)?$/.exec(id)!;
    const heading = law ? ('heading' in law && typeof law.heading === 'string' && law.heading) || law.title : '';
    results.push({
      id,
      citation: law?.citation ?? formatCitation(Number(m[1]), m[2]),
      title: heading,
      titleHighlights: [],
      snippet: law?.summary ?? '',
      highlights: [],
      lastAmended: dated.get(id)!,
    });
  }
  return { results, total: ids.length, page, limit, engine: 'history', releasePoint: stored.releasePoint, notice: AMENDED_OFFLINE_NOTICE };
}

export type { AmendedWithin };
