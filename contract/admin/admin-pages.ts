import * as z from 'zod/mini';
import { BlockWritesSchema, RawBlocksSchema } from '../page-content/blocks';
import { PageStatusSchema } from '../pages';
import { CurrentVersionSchema, EditVersionSchema } from './edit-versions';
import { ActorSchema, IdSchema, IsoTimestampSchema, optionalText, requiredText, typeMessage } from './admin-fields';
import { RenameReportSchema } from './admin-redirects';
import { publicationShape } from './publication';
import { cursorAnswerShape, cursorQuery, oneWayOfPaging } from './list-cursor';
import { optionalQuery, pagedResponseSchema, PagingQueryShape, SearchTextSchema } from './paging';
import type { SlugKind } from './slug-rules';
import { slugFormatMessage, slugMaxLength, slugPatterns } from './slug-rules';

/** Format only: reserved slugs are refused by `adminSlugRejection`, and only when a slug is new or changed. */
export function slugSchema(kind: SlugKind) {
  return z
    .string({ error: typeMessage('text') })
    .check(
      z.trim(),
      z.minLength(1, 'Enter a slug'),
      z.maxLength(slugMaxLength, `At most ${slugMaxLength} characters`),
      z.regex(slugPatterns[kind], slugFormatMessage),
    );
}

const StatusFieldSchema = z.enum(PageStatusSchema.options, { error: typeMessage('draft or published') });

/**
 * A save's `status` says what it does (issue 14 §2): `draft` saves the working copy (a live page keeps showing its
 * published version until "Publish"; a page not live is simply saved), `published` saves and publishes at once.
 * Taking a page down is its own action (`…/unpublish`), never a side effect of a save.
 */
export function writeShape(kind: SlugKind) {
  return {
    title: requiredText(200, 'Enter a title'),
    description: optionalText(500),
    slug: slugSchema(kind),
    status: StatusFieldSchema,
    /** In display order; a new block has no id yet (the server gives it one). */
    blocks: BlockWritesSchema,
  };
}

/** A new page or subpage starts as an empty draft unless the payload says otherwise. */
function createSchema(kind: SlugKind) {
  const shape = writeShape(kind);
  return z.object({
    ...shape,
    status: z._default(shape.status, 'draft'),
    blocks: z._default(shape.blocks, []),
  });
}

/** PUT replaces the whole page, so everything but the description must be sent. */
export const PageCreatePayloadSchema = createSchema('page');
export type PageCreatePayload = z.input<typeof PageCreatePayloadSchema>;
export const PageUpdatePayloadSchema = z.object(writeShape('page'));
export type PageUpdatePayload = z.input<typeof PageUpdatePayloadSchema>;
export const SubpageCreatePayloadSchema = createSchema('subpage');
export type SubpageCreatePayload = z.input<typeof SubpageCreatePayloadSchema>;
export const SubpageUpdatePayloadSchema = z.object(writeShape('subpage'));
export type SubpageUpdatePayload = z.input<typeof SubpageUpdatePayloadSchema>;

export type PageWrite = z.output<typeof PageUpdatePayloadSchema>;

const pageListShape = {
  q: optionalQuery(SearchTextSchema),
  status: optionalQuery(StatusFieldSchema),
  ...PagingQueryShape,
};

/** Pages by id; `cursor` (an answer's `nextCursor` or `prevCursor`) or `page`, not both. */
export const PageListQuerySchema = z
  .object({ ...pageListShape, cursor: optionalQuery(cursorQuery('pages')) })
  .check(oneWayOfPaging);
export type PageCursorQuery = z.output<typeof PageListQuerySchema>;

/** A page's subpages are few; they page by number only. */
export const SubpageListQuerySchema = z.object(pageListShape);
/** Search, status and a page by number: what both lists' screens keep in their address besides a cursor. */
export type PageListQuery = z.output<typeof SubpageListQuerySchema>;

export const DeletePageQuerySchema = z.object({
  cascade: optionalQuery(z.enum(['true', 'false'], { error: 'Use true or false' })),
});

export const auditShape = {
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: PageStatusSchema,
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
  createdBy: ActorSchema,
  updatedBy: ActorSchema,
  /** Counts saves; also the detail's `ETag`, which a write sends back as `If-Match`. */
  version: EditVersionSchema,
  ...publicationShape,
};

/** Lists leave content out: it can be large and the list screen never shows it. */
export const AdminPageSummarySchema = z.object({ ...auditShape, subpageCount: z.number().check(z.int()) });
export type AdminPageSummary = z.infer<typeof AdminPageSummarySchema>;
/**
 * `rename` only in the answer to a save that changed the slug; `merged` only in the answer to a save from an
 * older version, merged with this one (who saved it when) rather than refused.
 */
export const AdminPageSchema = z.extend(AdminPageSummarySchema, {
  blocks: RawBlocksSchema,
  rename: z.optional(RenameReportSchema),
  merged: z.optional(CurrentVersionSchema),
});
export type AdminPage = z.infer<typeof AdminPageSchema>;
export const AdminPageListSchema = z.extend(pagedResponseSchema(AdminPageSummarySchema), cursorAnswerShape);

export const AdminSubpageSummarySchema = z.object({
  ...auditShape,
  pageId: IdSchema,
  parentSlug: z.string(),
  fullPath: z.string(),
});
export type AdminSubpageSummary = z.infer<typeof AdminSubpageSummarySchema>;
export const AdminSubpageSchema = z.extend(AdminSubpageSummarySchema, {
  blocks: RawBlocksSchema,
  rename: z.optional(RenameReportSchema),
  merged: z.optional(CurrentVersionSchema),
});
export type AdminSubpage = z.infer<typeof AdminSubpageSchema>;
export const AdminSubpageListSchema = pagedResponseSchema(AdminSubpageSummarySchema);
