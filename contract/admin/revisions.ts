import * as z from 'zod/mini';
import { RawBlocksSchema } from '../page-content/blocks';
import { PageStatusSchema } from '../pages';
import { ActorSchema, IdSchema, IsoTimestampSchema } from './admin-fields';
import { pagedResponseSchema } from './paging';

export const RevisionEntityTypeSchema = z.enum(['page', 'subpage', 'article', 'global-component']);
export type RevisionEntityType = z.infer<typeof RevisionEntityTypeSchema>;

/** The URL collection each entity type lives under: `/api/admin/{collection}/{id}/revisions`. */
export const revisionCollections = {
  pages: 'page',
  subpages: 'subpage',
  articles: 'article',
  'global-components': 'global-component',
} as const satisfies Record<string, RevisionEntityType>;
export type RevisionCollection = keyof typeof revisionCollections;

/** A page or subpage as it was before a save; `updatedAt`/`updatedBy` say who wrote that version. */
export const PageSnapshotSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: PageStatusSchema,
  blocks: RawBlocksSchema,
  /** An article's own fields (JSON text); pages have none. */
  meta: z.optional(z.string()),
  updatedAt: IsoTimestampSchema,
  updatedBy: z.nullable(IdSchema),
});
export type PageSnapshot = z.infer<typeof PageSnapshotSchema>;

export const GlobalComponentSnapshotSchema = z.object({
  content: z.unknown(),
  updatedAt: IsoTimestampSchema,
  updatedBy: z.nullable(IdSchema),
});
export type GlobalComponentSnapshot = z.infer<typeof GlobalComponentSnapshotSchema>;

/** `createdAt`/`createdBy`: when and by whom this version was replaced (and so kept). */
export const RevisionSchema = z.object({
  id: IdSchema,
  entityType: RevisionEntityTypeSchema,
  entityId: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
  createdAt: IsoTimestampSchema,
  createdBy: ActorSchema,
});
export type Revision = z.infer<typeof RevisionSchema>;
export const RevisionListSchema = pagedResponseSchema(RevisionSchema);
