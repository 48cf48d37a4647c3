/**
 * What saving the library would download, asked before starting: HEAD /api/legal/library
 * (Content-Length is the compressed size the network carries; X-Uncompressed-Length what it
 * takes on the device; X-Library-Version tells whether a saved copy is out of date).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/client';
import { downloadSize } from './download';
import { LIBRARY_URL } from './libraryConstants';

export interface LibraryOffer {
  version: string | null;
  /** Bytes over the network. */
  downloadBytes: number | null;
  /** Bytes of the library once saved (its JSON). */
  rawBytes: number | null;
}

export async function fetchLibraryOffer(signal?: AbortSignal): Promise<LibraryOffer> {
  let response: Response;
  try {
    response = await fetch(LIBRARY_URL, { method: 'HEAD', credentials: 'include', signal });
  } catch (error) {
    throw new NetworkError(undefined, { cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, `The library size could not be read (status ${response.status}).`);
  const { downloadBytes, bodyBytes } = downloadSize(response.headers);
  return { version: response.headers.get('x-library-version'), downloadBytes, rawBytes: bodyBytes };
}

export function useLibraryOffer(enabled: boolean) {
  return useQuery({
    queryKey: ['library-offer'],
    queryFn: ({ signal }) => fetchLibraryOffer(signal),
    enabled,
    staleTime: 10 * 60 * 1000,
  });
}

/** "about 2.1 MB", "about 850 KB" (1 MB = 1024 × 1024 bytes, as the stat cards count). */
export function approximateSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `about ${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  return `about ${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
