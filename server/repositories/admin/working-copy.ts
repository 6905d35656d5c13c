import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import type { PageWrite } from '../../../contract/admin/admin-pages';
import type { PublicationState } from '../../../contract/admin/publication';
import type { PageSnapshot } from '../../../contract/admin/revisions';
import type { RawBlock } from '../../../contract/page-content/blocks';
import { RawBlocksSchema } from '../../../contract/page-content/blocks';
import type { PagesTable } from '../../db/schema';
import { readStoredBlocks } from '../content-json';

/**
 * A live page's draft (issue 14 §2), kept as JSON beside the row's own columns, which stay what the public site
 * shows. What staff edit, preview and restore into is the working copy: the draft when there is one, else the row.
 */
const DraftFieldsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: RawBlocksSchema,
  /** An article's own fields (JSON text of `ArticleMeta`); pages have none. */
  meta: z.optional(z.string()),
});
export type DraftFields = z.infer<typeof DraftFieldsSchema>;

type PublicationColumns = Pick<Selectable<PagesTable>, 'status' | 'draft' | 'publish_at'>;
type WorkingColumns = PublicationColumns & Pick<Selectable<PagesTable>, 'slug' | 'title' | 'description'>;

/** A draft column that does not parse reads as none, so one bad row shows its live version rather than failing. */
export function readDraft(text: string | null): DraftFields | null {
  if (text === null) return null;
  try {
    const parsed = DraftFieldsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A write whose blocks all have their ids: what the working copy and a kept version hold. */
export type StoredWrite = Omit<PageWrite, 'blocks'> & { blocks: RawBlock[]; meta?: string };

export function draftJson(write: Pick<StoredWrite, 'slug' | 'title' | 'description' | 'blocks' | 'meta'>): string {
  const { slug, title, description, blocks, meta } = write;
  return JSON.stringify({ slug, title, description, blocks, meta });
}

export function publicationOf(row: PublicationColumns): PublicationState {
  if (row.publish_at !== null) return 'scheduled';
  if (row.status === 'draft') return 'draft-only';
  return row.draft === null ? 'published' : 'draft-pending';
}

/** The summary fields staff see: the working copy's, and where the row stands. */
export function workingSummary(row: WorkingColumns) {
  const draft = readDraft(row.draft);
  return {
    slug: draft?.slug ?? row.slug,
    title: draft?.title ?? row.title,
    description: draft?.description ?? row.description,
    status: row.status,
    publication: publicationOf(row),
    publishAt: row.publish_at,
    liveSlug: row.status === 'published' ? row.slug : null,
  };
}

/** The working copy as a save would write it, with the status the write asks for. */
export function workingWrite(
  row: WorkingColumns & { content: string; meta?: string },
  status: PageWrite['status'],
): StoredWrite {
  const draft = readDraft(row.draft);
  const meta = draft ? draft.meta : row.meta;
  return {
    slug: draft?.slug ?? row.slug,
    title: draft?.title ?? row.title,
    description: draft?.description ?? row.description,
    blocks: draft?.blocks ?? readStoredBlocks(row.content),
    status,
    ...(meta === undefined ? {} : { meta }),
  };
}

/** The version a write replaces, as a revision keeps it: the working copy (a live page's draft, if it has one). */
export function toSnapshot(row: Selectable<PagesTable> & { meta?: string }): PageSnapshot {
  const working = workingWrite(row, row.draft === null ? row.status : 'draft');
  return { ...working, updatedAt: row.updated_at, updatedBy: row.updated_by };
}
