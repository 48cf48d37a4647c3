/** Spec part 2 §9: "Quiz time shown as minutes:seconds with two-digit seconds" (65 -> "1:05"). */
export function formatQuizTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
