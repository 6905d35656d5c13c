import type { FastifyInstance } from 'fastify';
import type { ErasureResult } from '../../../../contract/admin/admin-submissions';
import { ErasureRequestSchema, erasureMessages } from '../../../../contract/admin/admin-submissions';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import { recordAudit } from '../../../audit/record-audit';
import { plural } from '../../../../contract/plural';

/**
 * POST /api/admin/submissions/erase `{email}` — a data-protection request: every contact submission and
 * job application of that address (any letter case, either folder) and their résumés. Admins only. The
 * record it leaves names the acting user and the counts, with the address only as a SHA-256.
 * The address travels in the body, not the URL, so it never lands in an access log.
 */
export function erasePersonRoute(app: FastifyInstance): void {
  app.post(
    '/api/admin/submissions/erase',
    { config: { access: 'admin', changesContent: false, refusal: erasureMessages.adminOnly } },
    async (request) => {
      const user = requireUser(request);
      const { email } = parseInput(ErasureRequestSchema, request.body);
      const erased = await app.adminRepos.erasures.erase(email, user.id);
      // The résumé bytes went with their rows, in the same statement (on delete cascade).
      const resumesDeleted = erased.resumeFiles.length;
      // The address itself stays out of the log, as it does out of the erasures table.
      await recordAudit(app, request, {
        action: 'submission.erase-person',
        summary: `Deleted ${plural(erased.contactDeleted, 'contact submission')}, ${plural(erased.applicationsDeleted, 'job application')} and ${plural(resumesDeleted, 'résumé')}`,
      });
      return {
        contactDeleted: erased.contactDeleted,
        applicationsDeleted: erased.applicationsDeleted,
        resumesDeleted,
      } satisfies ErasureResult;
    },
  );
}
