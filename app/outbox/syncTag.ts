/** Background Sync tag under which the service worker replays the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox-replay';
