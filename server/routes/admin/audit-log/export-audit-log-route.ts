import type { FastifyInstance } from 'fastify';
import type { AuditEntry } from '../../../../contract/admin/audit-log';
import { AuditLogFilterSchema } from '../../../../contract/admin/audit-log';
import { auditActionLabel, auditSentence } from '../../../../contract/admin/audit-wording';
import { describeFilter } from '../../../audit/describe-filter';
import { recordAudit } from '../../../audit/record-audit';
import { toCsv } from '../../../http/csv';
import { parseInput } from '../../../http/parse-input';
import { plural } from '../../../../contract/plural';

const header = [
  'Time (UTC)',
  'Who',
  'User id',
  'What happened',
  'Action',
  'Action code',
  'Item type',
  'Item id',
  'Item',
  'What changed',
  'IP',
  'Signed in with',
];

function row(entry: AuditEntry): string[] {
  return [
    entry.at,
    entry.actor?.name ?? 'System',
    entry.actor?.id === null || entry.actor === null ? '' : String(entry.actor.id),
    auditSentence(entry),
    auditActionLabel(entry.action),
    entry.action,
    entry.item?.type ?? '',
    entry.item?.id ?? '',
    entry.item?.label ?? '',
    entry.summary,
    entry.ip ?? '',
    entry.authStyle ?? '',
  ];
}

/** GET /api/admin/audit-log/export.csv — the list's filter, every matching entry; the export is itself recorded. */
export function exportAuditLogRoute(app: FastifyInstance): void {
  app.get('/api/admin/audit-log/export.csv', { config: { access: 'admin' } }, async (request, reply) => {
    const filter = parseInput(AuditLogFilterSchema, request.query);
    const entries = await app.repos.auditLog.listForExport(filter);
    await recordAudit(app, request, {
      action: 'audit-log.export',
      summary: `${plural(entries.length, { one: 'entry', other: 'entries' })}; filter: ${describeFilter(filter)}`,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
      .send(toCsv(header, entries.map(row)));
  });
}
