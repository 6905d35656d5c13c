import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { SessionStyle } from '../../contract/account';
import type {
  AuditAction,
  AuditEntry,
  AuditLogFilter,
  AuditLogPage,
  AuditLogQuery,
} from '../../contract/admin/audit-log';
import { parseItemReference } from '../../contract/admin/audit-log';
import { rangeEnd, rangeStart } from '../../contract/admin/date-range';
import type { AuditLogTable, Database } from '../db/schema';
import type { ListOrder } from './admin/keyset-paging';
import { readKeysetPage } from './admin/keyset-paging';
import { countValue } from './admin/paging-sql';
import { exportRowLimit } from './admin/submission-filter';
import { containsText } from './admin/text-search';

/** One thing that happened, as the code that did it describes it; the repository adds the time. */
export interface AuditRecord {
  action: AuditAction;
  actor: { id: number | null; name: string } | null;
  item?: { type: string; id: string | number | null; label: string } | null;
  summary?: string;
  ip: string | null;
  authStyle: SessionStyle | null;
}

type Row = Omit<AuditLogTable, 'id' | 'summary'> & { id: number; summary: string };

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actor: row.actor_name === null ? null : { id: row.actor_id, name: row.actor_name },
    action: row.action,
    item: row.item_type === null ? null : { type: row.item_type, id: row.item_id, label: row.item_label ?? '' },
    summary: row.summary,
    ip: row.ip,
    authStyle: row.auth_style,
  };
}

const auditOrder: ListOrder = { list: 'audit-log', key: 'at', id: 'id', descending: true };

function filterCondition(filter: AuditLogFilter): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.actor !== undefined) conditions.push(sql<SqlBool>`actor_id = ${filter.actor}`);
  if (filter.action) conditions.push(sql<SqlBool>`action = ${filter.action}`);
  if (filter.from) conditions.push(sql<SqlBool>`at >= ${rangeStart(filter.from)}`);
  if (filter.to) conditions.push(sql<SqlBool>`at <= ${rangeEnd(filter.to)}`);
  if (filter.item) {
    const reference = parseItemReference(filter.item);
    conditions.push(
      reference
        ? sql<SqlBool>`item_type = ${reference.type} and item_id = ${reference.id}`
        : containsText(['item_label', 'item_type'], filter.item),
    );
  }
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * The audit log: append, read, and the retention purge. Deliberately no update and no delete of single entries;
 * the table refuses updates as well (migration 0016).
 */
export function createAuditLogRepository(db: Kysely<Database>) {
  const matching = (filter: AuditLogFilter) =>
    db.selectFrom('audit_log').selectAll().where(filterCondition(filter)).orderBy('at', 'desc').orderBy('id', 'desc');

  return {
    async append(record: AuditRecord, at = new Date()): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at: at.toISOString(),
          actor_id: record.actor?.id ?? null,
          actor_name: record.actor?.name ?? null,
          action: record.action,
          item_type: record.item?.type ?? null,
          item_id: record.item?.id === null || record.item?.id === undefined ? null : String(record.item.id),
          item_label: record.item?.label ?? null,
          summary: record.summary ?? '',
          ip: record.ip,
          auth_style: record.authStyle,
        })
        .execute();
    },

    /** Newest first; by cursor (a seek on `audit_log_at_id` or a filter's own index) or by page number. */
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      const [page, total] = await Promise.all([
        readKeysetPage(
          auditOrder,
          query,
          (seek) =>
            db
              .selectFrom('audit_log')
              .selectAll()
              .where(filterCondition(query))
              .where(seek.where)
              .orderBy('at', seek.direction)
              .orderBy('id', seek.direction)
              .limit(seek.limit)
              .offset(seek.offset)
              .execute(),
          (row) => ({ key: row.at, id: row.id }),
        ),
        db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where(filterCondition(query))
          .executeTakeFirst(),
      ]);
      return {
        items: page.rows.map(toEntry),
        total: countValue(total),
        page: query.page,
        pageSize: query.pageSize,
        nextCursor: page.nextCursor,
        prevCursor: page.prevCursor,
      };
    },

    async listForExport(filter: AuditLogFilter): Promise<AuditEntry[]> {
      return (await matching(filter).limit(exportRowLimit).execute()).map(toEntry);
    },

    /** "Dana Reyes (dana)" for an entry about an account, as it is named now; the entry keeps it as it was. */
    async userLabel(id: number): Promise<string> {
      const row = await db
        .selectFrom('users')
        .select(['username', 'display_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? `${row.display_name} (${row.username})` : `User ${id}`;
    },

    /** Removes entries older than the cutoff (the log's own retention); answers how many went. */
    async purgeOlderThan(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('audit_log').where('at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
