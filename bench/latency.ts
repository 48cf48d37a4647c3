export interface LatencySummary {
  p50: number;
  p95: number;
  max: number;
}

/** Nearest-rank percentiles of a list of milliseconds. */
export function latencySummary(ms: number[]): LatencySummary {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1] };
}
