import * as z from 'zod/mini';
import { SavedVersionSchema } from '../../contract/admin/document-events';

/**
 * What one instance tells the others about an open document (`pages/7`), through the change notices: someone
 * opened it or left it (the others re-read who is there), or saved it (the event goes to their streams as it
 * is). Small, so it fits PostgreSQL's 8,000-byte notice payload with room to spare.
 */
export const DocumentNoticeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('presence'), item: z.string(), left: z.optional(z.number()) }),
  z.object({ kind: z.literal('saved'), item: z.string(), saved: SavedVersionSchema }),
]);
export type DocumentNotice = z.infer<typeof DocumentNoticeSchema>;
