import { recordAudit } from '../../../audit/record-audit';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { IdParamSchema } from '../../../../contract/admin/admin-fields';
import type { CreatedPreviewLink } from '../../../../contract/admin/publication';
import { PreviewLinkCreatePayloadSchema } from '../../../../contract/admin/publication';
import { previewMessages, sharedPreviewPath } from '../../../../contract/preview';
import { requiredVersion, staleVersion } from '../../../http/edit-version';
import { HttpError } from '../../../http/http-error';
import { parseInput } from '../../../http/parse-input';
import { requireUser } from '../../../http/require-user';
import type { PublicationTarget } from './publication-targets';
import { versionedItem } from './publication-targets';

const LinkParamsSchema = z.object({ linkId: IdParamSchema });

/**
 * Shareable preview links of one page, subpage (issue 14 §2) or global component (issue 29). Making or revoking one is a write on the item: it
 * names the version the editor sees (`If-Match`, 428/412 like a save), so nobody hands out a draft they have not
 * seen; it does not change the item, so its version stays.
 */
export function previewLinkRoutes(app: FastifyInstance, target: PublicationTarget, now: () => Date): void {
  const base = `/api/admin/${target.collection}/:id/preview-links`;

  async function checkVersion(request: Parameters<typeof requiredVersion>[0], key: string) {
    const item = await versionedItem(app, target, key);
    const expected = requiredVersion(request);
    if (item.version !== expected) throw staleVersion(item);
    return item;
  }

  app.get(base, { config: { access: 'reader' } }, async (request) => {
    const key = target.key(request.params);
    await versionedItem(app, target, key);
    return { items: await app.repos.previewLinks.list({ entityType: target.entityType, entityKey: key }) };
  });

  app.post(base, { config: { access: 'editor', changesContent: false } }, async (request, reply) => {
    const user = requireUser(request);
    const key = target.key(request.params);
    const { days } = parseInput(PreviewLinkCreatePayloadSchema, request.body);
    const item = await checkVersion(request, key);
    const entity = { entityType: target.entityType, entityKey: key };
    const { id: linkId, secret } = await app.repos.previewLinks.create(entity, days, user.id, now());
    const link = (await app.repos.previewLinks.list(entity)).find((candidate) => candidate.id === linkId);
    if (!link) throw new Error('a new preview link could not be read back');
    await recordAudit(app, request, {
      action: 'preview-link.create',
      item: { type: target.itemType, id: key, label: target.label(item) },
      summary: `Link ${linkId}, valid until ${link.expiresAt}`,
    });
    const body: CreatedPreviewLink = { ...link, path: sharedPreviewPath(secret) };
    return reply.status(201).send(body);
  });

  app.delete(`${base}/:linkId`, { config: { access: 'editor', changesContent: false } }, async (request, reply) => {
    requireUser(request);
    const key = target.key(request.params);
    const { linkId } = parseInput(LinkParamsSchema, request.params);
    const item = await checkVersion(request, key);
    const entity = { entityType: target.entityType, entityKey: key };
    if (!(await app.repos.previewLinks.revoke(entity, linkId))) throw new HttpError(404, previewMessages.linkNotFound);
    await recordAudit(app, request, {
      action: 'preview-link.revoke',
      item: { type: target.itemType, id: key, label: target.label(item) },
      summary: `Link ${linkId}`,
    });
    return reply.status(204).send();
  });
}
