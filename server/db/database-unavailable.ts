/** The one sentence a request gets while the database cannot be reached (503). */
export const databaseUnavailableMessage = 'The database is unavailable: try again shortly';

/** Socket-level failures on the way to the database server. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's class 08 (connection exception) and the shutdown codes of class 57: the server is going
 * away, restarting, or not yet accepting connections.
 */
const serverGoneCodes = /^(08...|57P0[1-3])$/;

/** What node-postgres says, without a code, when a connection dies under it or never opens in time. */
const driverMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
];

/**
 * True when a query failed because the database could not be reached, not because of the query: such a
 * failure is temporary (the pool reconnects when the server is back), so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (networkCodes.has(code) || serverGoneCodes.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return driverMessages.some((pattern) => pattern.test(message));
}
