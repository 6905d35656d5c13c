import type { FastifyInstance } from 'fastify';
import { SubmissionFilterSchema } from '../../../../contract/admin/admin-submissions';
import { toCsv } from '../../../http/csv';
import { parseInput } from '../../../http/parse-input';
import { describeFilter } from '../../../audit/describe-filter';
import { recordAudit } from '../../../audit/record-audit';
import type { SubmissionKind } from './submission-kinds';
import { plural } from '../../../../contract/plural';

/** GET /api/admin/{contact|job}-submissions/export.csv — every row of the list's current filter. */
export function exportSubmissionsRoute<T>(app: FastifyInstance, kind: SubmissionKind<T>): void {
  app.get(`${kind.path}/export.csv`, { config: { access: 'submissions' } }, async (request, reply) => {
    const filter = parseInput(SubmissionFilterSchema, request.query);
    const items = await kind.repo(app).listForExport(filter);
    await recordAudit(app, request, {
      action: 'submission.export',
      item: { type: kind.audit.type, id: null, label: plural(items.length, 'row') },
      summary: `Filter: ${describeFilter(filter)}`,
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${kind.exportName}-${day}.csv"`)
      .send(toCsv(kind.csvHeader, items.map(kind.csvRow)));
  });
}
