/** PostgreSQL's unique_violation (both drivers report the SQLSTATE as `code`). */
export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}
