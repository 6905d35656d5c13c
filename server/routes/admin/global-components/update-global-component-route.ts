import type { FastifyInstance } from 'fastify';
import { globalComponentPayloadSchema } from '../../../../contract/admin/admin-global-components';
import { globalComponentTitles } from '../../../../contract/global-components/global-component';
import { describeComponentChanges } from '../../../audit/describe-changes';
import { recordAudit } from '../../../audit/record-audit';
import { parseInput } from '../../../http/parse-input';
import { componentName, componentNotFound } from './component-name';
import { requireUser } from '../../../http/require-user';
import { requiredVersion, sendVersioned, staleVersion } from '../../../http/edit-version';

/**
 * PUT /api/admin/global-components/{name} `{content}` with `If-Match` — saves the working draft, checked against
 * that component's schema; 412 when saved since the version the editor read (a component never saved is version 0).
 * Visitors keep the published version until "Publish" (publication/change-publication-route.ts), so a save drops
 * no public cache.
 */
export function updateGlobalComponentRoute(app: FastifyInstance): void {
  app.put(
    '/api/admin/global-components/:name',
    { config: { access: 'editor', changesContent: false, savesDraft: true } },
    async (request, reply) => {
      const user = requireUser(request);
      const name = componentName(request.params);
      // Parsed first, as a page's save is: a bad payload is named (400) whatever version it was sent for.
      const { content } = parseInput(globalComponentPayloadSchema(name), request.body);
      const expected = requiredVersion(request);
      const before = await app.adminRepos.globalComponents.find(name);
      const outcome = await app.adminRepos.globalComponents.save(name, content, user.id, expected);
      const component = await app.adminRepos.globalComponents.find(name);
      if (!component) throw componentNotFound();
      if (outcome === 'stale') throw staleVersion(component);
      await recordAudit(app, request, {
        action: 'component.save-draft',
        item: { type: 'component', id: name, label: globalComponentTitles[name] },
        summary: describeComponentChanges(before?.content, content),
      });
      return sendVersioned(reply, component);
    },
  );
}
