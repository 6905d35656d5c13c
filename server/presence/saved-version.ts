import type { FastifyInstance } from 'fastify';
import type { SavedVersion } from '../../contract/admin/document-events';
import type { RevisionCollection } from '../../contract/admin/revisions';
import { PageSnapshotSchema, revisionCollections } from '../../contract/admin/revisions';
import type { RawBlock } from '../../contract/page-content/blocks';
import { countChangedBlocks } from '../../contract/page-content/count-changed-blocks';
import { GlobalComponentNameSchema } from '../../contract/global-components/global-component';
import { newestRevisionSnapshot } from '../repositories/admin/revisions-repository';

/** The blocks of the version the last save replaced (its revision), or undefined when there is none to read. */
async function previousBlocks(
  app: FastifyInstance,
  collection: RevisionCollection,
  key: string,
): Promise<readonly RawBlock[] | undefined> {
  const snapshot = await newestRevisionSnapshot(app.db, revisionCollections[collection], key);
  if (snapshot === undefined) return undefined;
  try {
    const parsed = PageSnapshotSchema.safeParse(JSON.parse(snapshot));
    return parsed.success ? parsed.data.blocks : undefined;
  } catch {
    return undefined;
  }
}

async function readCurrent(app: FastifyInstance, collection: RevisionCollection, key: string) {
  if (collection === 'global-components') {
    const name = GlobalComponentNameSchema.safeParse(key);
    return name.success ? await app.adminRepos.globalComponents.find(name.data) : undefined;
  }
  const id = Number(key);
  if (!Number.isSafeInteger(id)) return undefined;
  if (collection === 'articles') return await app.adminRepos.articles.find(id);
  return collection === 'pages' ? await app.adminRepos.pages.find(id) : await app.adminRepos.subpages.find(id);
}

/**
 * What a save left: the item's current version, who saved it when, and (pages and subpages) how many blocks it
 * changed against the version before it, which its save kept as the newest revision. Read after the save, so
 * two saves in quick succession may both describe the second: the same event twice, which clients ignore.
 */
export async function readSavedVersion(
  app: FastifyInstance,
  collection: RevisionCollection,
  key: string,
): Promise<SavedVersion | undefined> {
  const current = await readCurrent(app, collection, key);
  if (!current) return undefined;
  const saved = { version: current.version, updatedAt: current.updatedAt, updatedBy: current.updatedBy };
  if (!('blocks' in current)) return saved;
  const before = await previousBlocks(app, collection, key);
  return before ? { ...saved, blocksChanged: countChangedBlocks(before, current.blocks) } : saved;
}
