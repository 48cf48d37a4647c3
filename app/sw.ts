/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { replayOutbox } from './outbox/replay';
import { isAudioRequest, respondWithAudio } from './pwa/audioCacheRoute';
import { OUTBOX_SYNC_TAG } from './outbox/syncTag';
import { PRERENDERED_ROUTES, prerenderedFile, routeOfPath } from '../core/prerendered';

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built asset, revisioned by the build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every SPA route opens offline: the page the build drew for its route when there is one
// (core/prerendered.ts), else the precached index.html; /api/ never falls back to HTML.
const appShell = createHandlerBoundToURL('index.html');
const prerenderedPages = new Map(PRERENDERED_ROUTES.map((route) => [route as string, createHandlerBoundToURL(prerenderedFile(route))]));
registerRoute(
  new NavigationRoute((options) => (prerenderedPages.get(routeOfPath(options.url.pathname)) ?? appShell)(options), {
    denylist: [/^\/api\//],
  }),
);

// Narration audio: cached whole the first time it is played (or saved), then served from the
// cache, ranges included, so it plays offline (see pwa/audioCacheRoute.ts).
registerRoute(
  ({ url, request }) => isAudioRequest(url, request, self.location.origin),
  ({ request }) => respondWithAudio(request),
);

// A new version waits until the user chooses "Reload" in the app (never a silent reload).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync only triggers the outbox replay; the outbox decides what to send (and never
// drops an entry on a 4xx/5xx the way Workbox's own queue would).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  // The browser fires this when connectivity is back: entries waiting out a backoff go too.
  event.waitUntil(
    replayOutbox({ force: true }).then((summary) => {
      // Rejecting asks the browser to fire the sync again later.
      if (summary.offline || summary.retrying > 0) throw new Error('outbox: entries left to send');
    }),
  );
}) as EventListener);

// The first install takes control at once, so the app works offline from the first visit on.
clientsClaim();
