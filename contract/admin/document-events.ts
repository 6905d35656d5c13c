import * as z from 'zod/mini';
import { CurrentVersionSchema } from './edit-versions';
import { PresenceSchema } from './presence';
import type { RevisionCollection } from './revisions';

/**
 * `GET /api/admin/{collection}/{id}/events`: a server-sent event stream for an open page, subpage or global
 * component. It says at once who else has it open and again whenever that changes (`presence`), which version is
 * current when it opens (`current`), and every save made meanwhile by someone else (`saved`).
 */
export const documentEventsPath = (collection: RevisionCollection, key: string) =>
  `/api/admin/${collection}/${encodeURIComponent(key)}/events`;

/** The server writes something this often (a comment at least), so no proxy or idle timeout closes the stream. */
export const documentEventsPingMs = 15_000;

/** A save someone made, and how many blocks it added, removed, changed or moved (pages and subpages only). */
export const SavedVersionSchema = z.object({
  ...CurrentVersionSchema.shape,
  blocksChanged: z.optional(z.number().check(z.int(), z.minimum(0))),
});
export type SavedVersion = z.infer<typeof SavedVersionSchema>;

/** The same news once, as JSON, for a request that does not accept an event stream. */
export const DocumentSnapshotSchema = z.object({ current: CurrentVersionSchema, others: PresenceSchema.shape.others });
export type DocumentSnapshot = z.infer<typeof DocumentSnapshotSchema>;

export const documentEventSchemas = {
  presence: PresenceSchema,
  current: CurrentVersionSchema,
  saved: SavedVersionSchema,
} as const;
export type DocumentEventName = keyof typeof documentEventSchemas;
export type DocumentEvent = {
  [Name in DocumentEventName]: { event: Name; data: z.infer<(typeof documentEventSchemas)[Name]> };
}[DocumentEventName];
