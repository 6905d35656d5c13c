import * as z from 'zod/mini';
import { mediaLimits, mediaMessages } from '../media/media-rules';
import { IdSchema, IsoTimestampSchema, tooLong, typeMessage } from './admin-fields';

/** Where an image is used: a page, a subpage or a global component (header, footer). */
export const MediaUsageSchema = z.object({
  kind: z.enum(['page', 'subpage', 'global']),
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
  usedOn: z.array(MediaUsageSchema),
  createdAt: IsoTimestampSchema,
  updatedAt: IsoTimestampSchema,
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListSchema = z.object({ items: z.array(MediaItemSchema) });
export type MediaList = z.infer<typeof MediaListSchema>;

export const MediaListQuerySchema = z.object({
  q: z.optional(z.string({ error: typeMessage('text') }).check(z.trim(), z.maxLength(100, tooLong(100)))),
});

/** The alt text sent with an upload (a multipart field) or on its own (PUT as JSON). */
export const MediaAltSchema = z
  .string({ error: (issue) => (issue.input === undefined ? mediaMessages.altRequired : 'Must be text') })
  .check(
    z.trim(),
    z.minLength(1, mediaMessages.altRequired),
    z.maxLength(mediaLimits.maxAltLength, tooLong(mediaLimits.maxAltLength)),
  );

export const MediaUploadFieldsSchema = z.object({ alt: MediaAltSchema });

/** PUT without a file: only the alt text changes. */
export const MediaUpdatePayloadSchema = z.object({ alt: MediaAltSchema });

/** DELETE of an image still in use: 409 with where it is used. */
export const MediaInUseSchema = z.object({ error: z.string(), usedOn: z.array(MediaUsageSchema) });
export type MediaInUse = z.infer<typeof MediaInUseSchema>;
