/**
 * The service worker's handling of narrations (app/sw.ts): cache-first, ranges served from the
 * cache. A media element asks for a file with a Range header, and a 206 reply cannot be stored,
 * so on a miss the whole file is fetched (no Range), stored, and the asked-for range is cut
 * from it: a track played once then plays offline.
 */
import { createPartialResponse } from 'workbox-range-requests';
import { AUDIO_PATH_PREFIX } from '../../core/schemas/amendments';
import { AUDIO_CACHE } from './audioCache';

export function isAudioRequest(url: URL, request: Request, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith(AUDIO_PATH_PREFIX) && request.method === 'GET';
}

export async function respondWithAudio(request: Request): Promise<Response> {
  const cache = await caches.open(AUDIO_CACHE);
  let whole = await cache.match(request.url);
  if (!whole) {
    const fetched = await fetch(request.url, { credentials: 'same-origin' });
    if (fetched.status !== 200) return fetched;
    await cache.put(request.url, fetched.clone());
    whole = fetched;
  }
  return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
}
