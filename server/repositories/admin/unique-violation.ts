/** A unique constraint failed, as SQLite (better-sqlite3) or PostgreSQL (pg) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
