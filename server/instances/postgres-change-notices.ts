import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { connectTimeoutMs } from '../db/open-postgres';
import type { Database } from '../db/schema';
import type { DocumentNotice } from '../presence/document-notice';
import { DocumentNoticeSchema } from '../presence/document-notice';
import type { ChangeNotices } from './change-notices';
import type { ContentChange } from '../http/content-change';
import { ContentChangeSchema, everything } from '../http/content-change';

/**
 * The one channel every instance of the site listens on; the payload is `{from, change}` as JSON: the announcing
 * instance's id and what changed (content-change.ts). Anything else from another instance (an older version's
 * bare id) counts as everything.
 */
export const changeChannel = 'site_content_changed';
/**
 * Open documents' news (someone opened, left or saved one), on a channel of its own so that it never drops a
 * cache; the payload is `{from, notice}` as JSON.
 */
export const documentChannel = 'site_document_events';

/** A document notice from another instance, or null for our own or anything unreadable. */
function readDocumentNotice(payload: string | undefined, instanceId: string): DocumentNotice | null {
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (typeof parsed !== 'object' || parsed === null || !('from' in parsed) || parsed.from === instanceId) return null;
    const notice = DocumentNoticeSchema.safeParse('notice' in parsed ? parsed.notice : undefined);
    return notice.success ? notice.data : null;
  } catch {
    return null;
  }
}

/** What another instance announced, `everything` when it cannot be read, or null for our own notice. */
export function readContentChange(payload: string | undefined, instanceId: string): ContentChange | null {
  if (payload === instanceId) return null;
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (typeof parsed !== 'object' || parsed === null || !('from' in parsed)) return everything;
    if (parsed.from === instanceId) return null;
    const change = ContentChangeSchema.safeParse('change' in parsed ? parsed.change : undefined);
    return change.success ? change.data : everything;
  } catch {
    return everything;
  }
}

export interface PostgresChangeNoticesOptions {
  url: string;
  /** Announcements go through the app's pool, so they work while the listening connection is being replaced. */
  db: Kysely<Database>;
  /** Told when the listening connection is lost or announcing fails (the server logs it as a warning). */
  warn?: (error: unknown, message: string) => void;
  /** Wait before trying to listen again after the connection was lost (doubling up to ten times this). */
  reconnectDelayMs?: number;
}

/**
 * Cache invalidation across instances on PostgreSQL: one dedicated connection per instance LISTENs on
 * `changeChannel`, and a content change (routes/admin/content-changes.ts) NOTIFYs it, which PostgreSQL
 * delivers to every listener within milliseconds. Notices carry no content, only which public answers changed, so a
 * lost notice can only cost a fresh render: when the listening connection breaks it is opened again (with a growing delay) and the
 * caches are dropped once it is back. No table is polled.
 */
export function postgresChangeNotices(options: PostgresChangeNoticesOptions): ChangeNotices {
  const instanceId = randomUUID();
  const baseDelayMs = options.reconnectDelayMs ?? 500;
  const listeners = new Set<(change: ContentChange) => void>();
  const documentListeners = new Set<(notice: DocumentNotice) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const notifyListeners = (change: ContentChange) => {
    for (const listener of listeners) listener(change);
  };

  const retry = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(baseDelayMs * 2 ** failures, baseDelayMs * 10);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, delay);
    retryTimer.unref();
  };

  const listen = async (): Promise<void> => {
    const connection = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: connectTimeoutMs });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === connection) client = null;
      if (!closed) options.warn?.(error, 'lost the connection that receives change notices; reconnecting');
      void connection.end().catch(() => undefined);
      retry();
    };
    connection.on('error', onLost);
    connection.on('end', () => onLost());
    connection.on('notification', (message) => {
      const change = message.channel === changeChannel ? readContentChange(message.payload, instanceId) : null;
      if (change) notifyListeners(change);
      if (message.channel !== documentChannel) return;
      const notice = readDocumentNotice(message.payload, instanceId);
      if (notice) for (const listener of documentListeners) listener(notice);
    });
    try {
      await connection.connect();
      // In this order: the last query a connection ran is what pg_stat_activity shows for it (tests look).
      await connection.query(`listen ${documentChannel}`);
      await connection.query(`listen ${changeChannel}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    client = connection;
    // After a reconnect, whatever was announced meanwhile was missed: drop the caches.
    if (failures > 0) {
      notifyListeners(everything);
    }
    failures = 0;
    resolveReady();
  };

  void listen();

  return {
    announce(change) {
      // NOTIFY takes at most 8,000 bytes; a change naming more answers than that is sent as everything.
      const full = JSON.stringify({ from: instanceId, change });
      const payload = full.length < 7500 ? full : JSON.stringify({ from: instanceId, change: everything });
      sql`select pg_notify(${changeChannel}, ${payload})`.execute(options.db).catch((error: unknown) => {
        options.warn?.(error, 'could not announce a content change to the other instances');
      });
    },
    onChange(listener) {
      listeners.add(listener);
    },
    announceDocument(notice) {
      const payload = JSON.stringify({ from: instanceId, notice });
      sql`select pg_notify(${documentChannel}, ${payload})`.execute(options.db).catch((error: unknown) => {
        options.warn?.(error, 'could not tell the other instances about an open document');
      });
    },
    onDocument(listener) {
      documentListeners.add(listener);
    },
    ready: () => ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      resolveReady();
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
