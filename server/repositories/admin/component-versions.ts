import type { Kysely, Selectable } from 'kysely';
import type { GlobalComponentSnapshot } from '../../../contract/admin/revisions';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../contract/global-components/default-header-config';
import type { GlobalComponentName } from '../../../contract/global-components/global-component';
import { lockForUpdate } from '../../db/lock-for-update';
import type { Database, GlobalComponentsTable } from '../../db/schema';
import { recordReferences } from '../content-references';
import { StaleVersionError } from './content-versions';
import { keepRevision } from './revisions-repository';

/** A global component has no address to rename, so a write answers only whether it went through. */
export type ComponentSaveOutcome = 'saved' | 'not-found' | 'stale';

/**
 * What a write does (issue 29, the pages' lifecycle): `save` writes the working draft and leaves what visitors see
 * alone; `publish` puts the working copy live, clearing the draft and any schedule.
 */
export type ComponentWrite = { kind: 'save'; content: unknown } | { kind: 'publish' };

/** What the site shows for a component that has no row yet: its built-in default, as the renderer falls back to. */
const builtInContent: Record<GlobalComponentName, unknown> = {
  header: defaultHeaderConfig,
  footer: defaultFooterContent,
  cta: defaultCtaContent,
};

/** A component never saved has no row; it counts as version 0, so its first save names `If-Match: "0"`. */
export const unsavedVersion = 0;

export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // An unreadable row reads as null content, as the public API treats it.
    return null;
  }
}

/** The working copy's text: the draft when there is one, else the live content. */
export const workingContent = (row: Pick<Selectable<GlobalComponentsTable>, 'content' | 'draft'>) =>
  row.draft ?? row.content;

/**
 * Writes if the component is still at the version the writer read (`expected`; 'any' for the scheduler, which read
 * none), keeping the working copy it replaces as a revision in the same transaction, as a page's save does. The row
 * is held `for update` on PostgreSQL so concurrent writes queue up, as they do on SQLite, and the UPDATE is guarded
 * by the version too. Two first saves racing to insert meet the primary key: the caller makes the loser stale.
 */
export async function writeComponentVersion(
  trx: Kysely<Database>,
  name: GlobalComponentName,
  write: ComponentWrite,
  userId: number | null,
  expected: number | 'any',
): Promise<ComponentSaveOutcome> {
  const current = await lockForUpdate(
    trx,
    trx.selectFrom('global_components').selectAll().where('name', '=', name),
  ).executeTakeFirst();
  const stamp = { updated_at: new Date().toISOString(), updated_by: userId };
  if (!current) {
    if (write.kind === 'publish') return 'not-found';
    if (expected !== unsavedVersion && expected !== 'any') return 'stale';
    // Visitors keep what they see now, the built-in default, until the draft is published.
    const live = JSON.stringify(builtInContent[name]);
    const draft = JSON.stringify(write.content);
    await trx
      .insertInto('global_components')
      .values({ name, content: live, draft, publish_at: null, ...stamp, version: unsavedVersion + 1 })
      .execute();
    await recordReferences(trx, { type: 'global', name });
    return 'saved';
  }
  if (expected !== 'any' && current.version !== expected) return 'stale';
  const snapshot: GlobalComponentSnapshot = {
    content: parseStored(workingContent(current)),
    updatedAt: current.updated_at,
    updatedBy: current.updated_by,
  };
  await keepRevision(trx, {
    entityType: 'global-component',
    entityKey: name,
    snapshot,
    version: current.version,
    userId,
  });
  const values =
    write.kind === 'save'
      ? { draft: JSON.stringify(write.content) }
      : { content: workingContent(current), draft: null, publish_at: null };
  const result = await trx
    .updateTable('global_components')
    .set((eb) => ({ ...values, ...stamp, version: eb('version', '+', 1) }))
    .where('name', '=', name)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new StaleVersionError();
  await recordReferences(trx, { type: 'global', name });
  return 'saved';
}

/** The scheduler's publish: no If-Match (nobody read a version), only a component still due at `now` goes live. */
export function publishDueComponent(
  db: Kysely<Database>,
  name: GlobalComponentName,
  userId: number | null,
  now: Date,
): Promise<ComponentSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockForUpdate(
      trx,
      trx.selectFrom('global_components').select('publish_at').where('name', '=', name),
    ).executeTakeFirst();
    if (!row?.publish_at || row.publish_at > now.toISOString()) return 'not-found';
    return writeComponentVersion(trx, name, { kind: 'publish' }, userId, 'any');
  });
}
