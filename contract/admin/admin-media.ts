import * as z from 'zod/mini';
import { mediaFormats, mediaLimits, mediaMessages } from '../media/media-rules';
import { FocalPointSchema } from '../page-content/fields';
import { ActorSchema, IdParamSchema, IdSchema, IsoTimestampSchema, tooLong, typeMessage } from './admin-fields';
import { cursorPagedResponseSchema, CursorQueryShape, optionalQuery, PagingQueryShape } from './paging';

/** Where an image is used: a page, a subpage, an article, a person (their portrait) or a global component. */
export const MediaUsageSchema = z.object({
  kind: z.enum(['page', 'subpage', 'article', 'person', 'global']),
  id: z.string(),
  title: z.string(),
  /** The admin screen that edits it. */
  editPath: z.string(),
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

export const MediaRenditionSchema = z.object({
  url: z.string(),
  width: z.number(),
  format: z.enum(['avif', 'webp']),
});
export type MediaRendition = z.infer<typeof MediaRenditionSchema>;

export const MediaItemSchema = z.object({
  id: IdSchema,
  /** The file's name as uploaded, made safe for an address (it is part of `url`). */
  name: z.string(),
  alt: z.string(),
  url: z.string(),
  mimeType: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  renditions: z.array(MediaRenditionSchema),
  /** Where the subject is, in percent; every use of the picture is drawn around it. */
  focus: FocalPointSchema,
  usedOn: z.array(MediaUsageSchema),
  /** How many earlier files replacing kept, any of which can be restored. */
  revisions: z.number(),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListSchema = cursorPagedResponseSchema(MediaItemSchema);
export type MediaList = z.infer<typeof MediaListSchema>;

export const MediaTypeSchema = z.enum(mediaFormats, { error: 'Must be one of png, jpeg, webp, avif, svg' });
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** `?q=` searches names and alt text, `type` is a file format, `unused=true` keeps what no content shows. */
export const MediaListQuerySchema = z.object({
  q: optionalQuery(z.string({ error: typeMessage('text') }).check(z.trim(), z.maxLength(100, tooLong(100)))),
  type: optionalQuery(MediaTypeSchema),
  unused: optionalQuery(
    z.pipe(
      z.enum(['true', 'false'], { error: 'Must be true or false' }),
      z.transform((value) => value === 'true'),
    ),
  ),
  ...PagingQueryShape,
  ...CursorQueryShape,
});
export type MediaListQuery = z.output<typeof MediaListQuerySchema>;

/** The alt text sent with an upload (a multipart field) or on its own (PUT as JSON). */
export const MediaAltSchema = z
  .string({ error: (issue) => (issue.input === undefined ? mediaMessages.altRequired : 'Must be text') })
  .check(
    z.trim(),
    z.minLength(1, mediaMessages.altRequired),
    z.maxLength(mediaLimits.maxAltLength, tooLong(mediaLimits.maxAltLength)),
  );

export const MediaUploadFieldsSchema = z.object({ alt: MediaAltSchema });

/** PUT without a file: the alt text and, when sent, the focal point change. */
export const MediaUpdatePayloadSchema = z.object({ alt: MediaAltSchema, focus: z.optional(FocalPointSchema) });
export type MediaUpdatePayload = z.infer<typeof MediaUpdatePayloadSchema>;

/** An earlier file of a library item, kept when it was replaced. */
export const MediaRevisionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  alt: z.string(),
  mimeType: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  /** The kept file, for staff only (the public address went with the replacement). */
  fileUrl: z.string(),
  /** When and by whom it was replaced. */
  replacedAt: IsoTimestampSchema,
  replacedBy: ActorSchema,
});
export type MediaRevision = z.infer<typeof MediaRevisionSchema>;

/** Newest first. */
export const MediaRevisionListSchema = z.object({ items: z.array(MediaRevisionSchema) });
export type MediaRevisionList = z.infer<typeof MediaRevisionListSchema>;

export const MediaRevisionParamsSchema = z.object({ id: IdParamSchema, revisionId: IdParamSchema });

/** DELETE of an image still in use: 409 with where it is used. */
export const MediaInUseSchema = z.object({ error: z.string(), usedOn: z.array(MediaUsageSchema) });
export type MediaInUse = z.infer<typeof MediaInUseSchema>;
