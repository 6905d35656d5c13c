import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '../../../../contract/admin/admin-fields';
import { adminMessages } from '../../../../contract/admin/admin-messages';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';

/** The applicant's own file name, reduced to characters that are safe inside a quoted header value. */
export function attachmentName(originalName: string | null, id: number): string {
  const base = (originalName ?? '')
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[. ]+/, '')
    .trim()
    .slice(0, 100);
  return `${base || `resume-${id}`}.pdf`;
}

/**
 * GET /api/admin/job-submissions/{id}/resume — staff only; always a download, never rendered inline. The bytes
 * come from the database, so any instance serves a résumé another one received.
 */
export function downloadResumeRoute(app: FastifyInstance): void {
  app.get('/api/admin/job-submissions/:id/resume', { config: { access: 'submissions' } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const row = await app.adminRepos.jobApplications.findResume(id);
    if (!row) throw new HttpError(404, 'Job application not found');
    if (!row.data) throw new HttpError(404, adminMessages.resumeNotFound);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${attachmentName(row.originalName, id)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(row.data);
  });
}
