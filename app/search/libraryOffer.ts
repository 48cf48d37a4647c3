/**
 * What saving the library costs and which version is current, known from the build:
 * vite.config.ts defines __LAW_LIBRARY__ from the same corpus the server sends, so no screen asks
 * the server (a HEAD on every visit) to tell whether the saved copy is current.
 */

export interface LibraryOffer {
  version: string | null;
  /** Bytes over the network. */
  downloadBytes: number | null;
  /** Bytes of the library once saved (its JSON). */
  rawBytes: number | null;
}

declare const __LAW_LIBRARY__: LibraryOffer | undefined;

/** The library of this build; null where the app was not built by Vite (unit tests). */
export const currentLibrary: LibraryOffer | null = typeof __LAW_LIBRARY__ === 'undefined' ? null : __LAW_LIBRARY__;

/** "about 2.1 MB", "about 850 KB" (1 MB = 1024 × 1024 bytes, as the stat cards count). */
export function approximateSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1024) return `about ${Math.max(1, Math.round(kb))} KB`;
  const mb = kb / 1024;
  return `about ${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
