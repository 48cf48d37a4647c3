import { useQuery } from '@tanstack/react-query';
import { lawDetailSchema, type LawDetail } from '../../../core/schemas/legal';
import { apiRequest, NetworkError } from '../../api/client';
import { getLibraryLaw } from '../../db/lawLibrary';
import { getKeptSectionText, getLaw, saveLaw } from '../../db/laws';
import { getSavedTitle, getTitleSection, titleSectionToDetail } from '../../db/savedTitles';

export interface LawDetailResult {
  law: LawDetail;
  /** 'device': the server could not be reached and this is the copy kept in IndexedDB. */
  from: 'server' | 'device';
}

export function lawDetailUrl(lawId: string): string {
  return `/api/legal/laws/${encodeURIComponent(lawId)}`;
}

/** A section's id as a saved title keys it: "usc-15-1692c" -> [15, "1692c"]. */
export function titleKeyOf(lawId: string): [number, string] | null {
  const m = /^usc-(\d{1,2})-(.+)$/.exec(lawId);
  return m ? [Number(m[1]), m[2]] : null;
}

/** The section as a saved title holds it, with its official text. */
async function fromSavedTitle(lawId: string): Promise<LawDetail | null> {
  const key = titleKeyOf(lawId);
  if (!key) return null;
  const [section, saved] = await Promise.all([getTitleSection(key[0], key[1]), getSavedTitle(key[0])]);
  return section && saved ? titleSectionToDetail(section, saved) : null;
}

/**
 * The law as this device has it, text first: kept when it was read (with its official text), a
 * saved title's copy, then whatever else is kept (a copy without text) or the saved library's.
 */
export async function lawOnDevice(lawId: string): Promise<LawDetail | null> {
  const kept = await getLaw(lawId).catch(() => null);
  if (kept?.officialText) return kept;
  const titled = await fromSavedTitle(lawId).catch(() => null);
  if (titled) return titled;
  // The section's text kept with a guide about it (opened from an answer).
  const key = titleKeyOf(lawId);
  const viaGuide = key && !/-dup\d+$/.test(key[1]) ? await getKeptSectionText(key[0], key[1]).catch(() => null) : null;
  if (viaGuide) return viaGuide;
  if (kept) return kept;
  const saved = await getLibraryLaw(lawId).catch(() => null);
  if (!saved) return null;
  const detail = lawDetailSchema.safeParse(saved);
  return detail.success ? detail.data : null;
}

/**
 * GET /api/legal/laws/:id, keeping every law read on the device; with no connection,
 * the copy kept on the device or the saved library's. A law in neither stays a NetworkError.
 */
export async function fetchLawDetail(lawId: string, signal?: AbortSignal): Promise<LawDetailResult> {
  let reply: unknown;
  try {
    reply = await apiRequest('GET', lawDetailUrl(lawId), undefined, { signal });
  } catch (error) {
    if (error instanceof NetworkError) {
      const kept = await lawOnDevice(lawId);
      if (kept) return { law: kept, from: 'device' };
    }
    throw error;
  }
  const law = lawDetailSchema.parse(reply);
  // Keeping a copy is a convenience: a full or blocked IndexedDB must not hide the law.
  await saveLaw(law).catch(() => undefined);
  return { law, from: 'server' };
}

export function useLawDetail(lawId: string) {
  return useQuery({
    queryKey: ['law-detail', lawId],
    queryFn: ({ signal }) => fetchLawDetail(lawId, signal),
    // Read again each time it is opened (the view unmounts on close): whether it comes from the
    // server or the device copy must reflect the connection now.
    staleTime: 0,
    gcTime: 0,
  });
}
