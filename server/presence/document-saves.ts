import type { FastifyInstance } from 'fastify';
import type { RevisionCollection } from '../../contract/admin/revisions';
import type { DocumentStreams } from './document-streams';
import { readSavedVersion } from './saved-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that makes a new version of its item without changing what visitors see (a header's draft save,
     * `changesContent: false`): its open editors are told all the same.
     */
    savesDraft?: boolean;
  }
}

/** Routes that change one versioned item name it first: `/api/admin/pages/:id…`, `/api/admin/global-components/:name`. */
const itemRoute = /^\/api\/admin\/(pages|subpages|articles|global-components)\/:(id|name)(?:\/|$)/;

/**
 * Tells the open editors of an item that it was saved: after any admin write to it that changed content or saved
 * its draft and succeeded (a save, a publish, a restore, a schedule), once its answer has gone out, so the saver
 * waits for none of it. The save routes need not know: each already declares `changesContent` (content-changes.ts)
 * or `savesDraft`, and its address names the item. Described only when someone else has the item open, here or on another instance.
 */
export function documentSaves(admin: FastifyInstance, streams: DocumentStreams): void {
  admin.addHook('onResponse', async (request, reply) => {
    const { changesContent, savesDraft } = request.routeOptions.config;
    if ((changesContent !== true && savesDraft !== true) || reply.statusCode < 200 || reply.statusCode >= 300) return;
    const match = itemRoute.exec(request.routeOptions.url ?? '');
    const params = request.params as Record<string, string | undefined>;
    const raw = match?.[2] === undefined ? undefined : params[match[2]];
    if (!match || raw === undefined || !request.currentUser) return;
    const collection = match[1] as RevisionCollection;
    // As the presence board files it: `pages/7` whether the address said 7 or 007.
    const key = collection === 'global-components' ? raw : String(Number(raw));
    const item = `${collection}/${key}`;
    try {
      if (!(await streams.watchedByOthers(item, request.currentUser.id))) return;
      const saved = await readSavedVersion(admin, collection, key);
      if (saved) streams.saved(item, saved);
    } catch (error) {
      request.log.warn({ err: error }, 'could not tell the open editors about a save');
    }
  });
}
