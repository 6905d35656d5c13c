import { connectTimeoutMs } from './open-postgres';

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

/** The URL as it may be printed: user, host, port and database, never the password. */
export function printableDatabaseUrl(url: URL): string {
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `${url.protocol}//${user}${url.host}${url.pathname}`;
}

function reasonFor(error: unknown, url: URL): string {
  const host = url.hostname || 'localhost';
  const address = `${host}:${url.port || '5432'}`;
  const user = decodeURIComponent(url.username) || 'the default user';
  const database = decodeURIComponent(url.pathname.slice(1)) || 'the default database';
  switch (codeOf(error)) {
    case 'ECONNREFUSED':
      return `nothing accepted a connection at ${address}: is PostgreSQL running, and listening on that address and port?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name "${host}" could not be resolved`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${address} could not be reached (a firewall, or the wrong address?)`;
    case '28P01':
      return `the server refused the password for user "${user}"`;
    case '28000':
      return `the server refused user "${user}" (no such role, or no pg_hba.conf entry allows it from here)`;
    case '3D000':
      return `the database "${database}" does not exist (create it first, e.g. createdb ${database})`;
    case '57P03':
      return 'the server is starting up or shutting down';
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout exceeded when trying to connect/.test(message))
    return `no answer from ${address} within ${connectTimeoutMs / 1000} s (a firewall, or the wrong address?)`;
  return message;
}

/**
 * One paragraph for the operator when the server cannot reach PostgreSQL at start: which database, why,
 * and what to do. The password is never printed, even if a driver message were to repeat it.
 */
export function describeConnectionFailure(databaseUrl: string, error: unknown): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return 'Cannot start: DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database).';
  }
  const password = decodeURIComponent(url.password);
  let reason = reasonFor(error, url);
  if (password) reason = reason.split(password).join('***');
  return (
    `Cannot start: the PostgreSQL database ${printableDatabaseUrl(url)} (DATABASE_URL) cannot be used: ${reason}. ` +
    'Fix DATABASE_URL or the database server and start again, or unset DATABASE_URL to use the embedded SQLite database.'
  );
}
