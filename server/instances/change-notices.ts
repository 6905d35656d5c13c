import type { ContentChange } from '../http/content-change';
import type { DocumentNotice } from '../presence/document-notice';

/**
 * How one instance tells the others that content changed, so they drop their micro-cache and rendered pages,
 * and what happened to an open document (someone opened, left or saved it), so their editors' event streams
 * say it too. On SQLite there is one process and nothing to tell (`singleProcessChangeNotices`); on PostgreSQL
 * the notices travel over LISTEN/NOTIFY (`postgresChangeNotices`).
 */
export interface ChangeNotices {
  /** Tells the other instances what content changed; this instance drops its own cached answers itself. */
  announce(change: ContentChange): void;
  /**
   * Runs `listener` with what another instance announced, and with `everything` after a lost connection came back
   * (notices sent meanwhile were missed, so the caches are dropped to be safe).
   */
  onChange(listener: (change: ContentChange) => void): void;
  /** Tells the other instances about an open document; unlike `announce`, no cache is dropped for it. */
  announceDocument(notice: DocumentNotice): void;
  /** Runs `listener` for every document notice from another instance. */
  onDocument(listener: (notice: DocumentNotice) => void): void;
  /** Settles once notices from other instances are being received (at once when there are none to receive). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function singleProcessChangeNotices(): ChangeNotices {
  return {
    announce: () => undefined,
    onChange: () => undefined,
    announceDocument: () => undefined,
    onDocument: () => undefined,
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
