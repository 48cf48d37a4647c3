import { useQuery } from '@tanstack/react-query';
import { lawDetailSchema, type LawDetail } from '../../../core/schemas/legal';
import { apiRequest, NetworkError } from '../../api/client';
import { getLibraryLaw } from '../../db/lawLibrary';
import { getLaw, saveLaw } from '../../db/laws';

export interface LawDetailResult {
  law: LawDetail;
  /** 'device': the server could not be reached and this is the copy kept in IndexedDB. */
  from: 'server' | 'device';
}

export function lawDetailUrl(lawId: string): string {
  return `/api/legal/laws/${encodeURIComponent(lawId)}`;
}

/** The law as this device has it: kept when it was read, else from the saved library (with its full text). */
export async function lawOnDevice(lawId: string): Promise<LawDetail | null> {
  const kept = await getLaw(lawId).catch(() => null);
  if (kept) return kept;
  const saved = await getLibraryLaw(lawId).catch(() => null);
  if (!saved) return null;
  const detail = lawDetailSchema.safeParse(saved);
  return detail.success ? detail.data : null;
}

/**
 * GET /api/legal/laws/:id, keeping every law read on the device (issue 3); with no connection,
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
