/**
 * Narrations kept for offline play (DESIGN.md "Service worker": audio under /api/audio/ is
 * cache-first with range requests). The service worker stores every track that is played
 * (audioCacheRoute.ts); the app's "Save audio for offline" stores tracks before they are.
 */
export const AUDIO_CACHE = 'laws-ai-audio';

export const canStoreAudio = () => typeof caches !== 'undefined';

/** Is this narration stored on the device? (false where the Cache API is unavailable) */
export async function isAudioStored(url: string): Promise<boolean> {
  if (!canStoreAudio()) return false;
  const cache = await caches.open(AUDIO_CACHE);
  return (await cache.match(url)) !== undefined;
}

/** Stores these narrations on the device (each fetched whole, once). */
export async function storeAudio(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(AUDIO_CACHE);
  for (const url of urls) {
    if (!(await cache.match(url))) await cache.add(url);
  }
}
