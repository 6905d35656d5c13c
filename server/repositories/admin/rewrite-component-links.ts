import type { Kysely } from 'kysely';
import type { RewrittenLink } from '../../../contract/admin/admin-redirects';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database } from '../../db/schema';
import type { AddressMove } from '../../redirects/rewrite-links';
import { rewriteLinks } from '../../redirects/rewrite-links';
import { recordReferences } from '../content-references';
import { parseStored, workingContent } from './component-versions';
import { keepRevision } from './revisions-repository';

const componentTitles = { header: 'Header', footer: 'Footer', cta: 'Call to action' } as const;

/** The header, footer or call to action, live and its pending draft: publishing it must not bring the old link back. */
export async function rewriteComponentLinks(
  db: Kysely<Database>,
  name: GlobalComponentName,
  move: AddressMove,
  userId: number | null,
): Promise<RewrittenLink[]> {
  const component = await lockForUpdate(
    db,
    db.selectFrom('global_components').selectAll().where('name', '=', name),
  ).executeTakeFirst();
  if (!component) return [];
  const live = rewriteLinks(JSON.parse(component.content), move);
  const pending = component.draft === null ? null : rewriteLinks(JSON.parse(component.draft), move);
  if (live.changes.length === 0 && !pending?.changes.length) return [];
  await keepRevision(db, {
    entityType: 'global-component',
    entityKey: name,
    snapshot: {
      content: parseStored(workingContent(component)),
      updatedAt: component.updated_at,
      updatedBy: component.updated_by,
    },
    version: component.version,
    userId,
  });
  await db
    .updateTable('global_components')
    .set((eb) => ({
      content: JSON.stringify(live.content),
      draft: pending === null ? null : JSON.stringify(pending.content),
      updated_at: new Date().toISOString(),
      updated_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('name', '=', name)
    .execute();
  await recordReferences(db, { type: 'global', name });
  const document = componentTitles[name];
  return [
    ...live.changes.map((change) => ({ document, ...change })),
    ...(pending?.changes ?? []).map((change) => ({ document: `${document} (draft)`, ...change })),
  ];
}
