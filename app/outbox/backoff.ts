/** Wait before retry n (1-based): 2 s, 4 s, 8 s ... capped at 5 minutes, with ±20% jitter. */
export const OUTBOX_BACKOFF_CAP_MS = 5 * 60 * 1000;

export function outboxBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(OUTBOX_BACKOFF_CAP_MS, 1000 * 2 ** Math.max(1, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}
