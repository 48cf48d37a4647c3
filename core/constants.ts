/** Business constants (spec part 1 §9, part 2 §9). */
export const CURRENT_USER_CACHE_MS = 5 * 60 * 1000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOOLTIP_DELAY_MS = 700;
export const COPIED_INDICATOR_MS = 2000;
export const NEWS_POLL_MS = 5 * 60 * 1000;
export const FEDERAL_LAW_STATS_POLL_MS = 30 * 1000;
export const AUTO_SEARCH_DELAY_MS = 100;
export const SOURCES_SHOWN = 5;
/** Swipe distance that dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
