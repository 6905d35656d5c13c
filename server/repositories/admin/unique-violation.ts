/** A unique constraint failed, as SQLite (better-sqlite3) or PostgreSQL (pg) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof DraftSlugTakenError) return true;
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * A live page's draft keeps its slug in JSON, out of the unique index's sight until it is published; a save of
 * the draft checks the slug itself and answers the same 409 as the index would.
 */
export class DraftSlugTakenError extends Error {
  constructor() {
    super("The draft's slug is taken by another page");
  }
}
