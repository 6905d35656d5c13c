import * as z from 'zod/mini';
import { ActorSchema, IsoTimestampSchema } from './admin-fields';
import { RevisionEntityTypeSchema } from './revisions';

const count = z.number().check(z.int(), z.nonnegative());
const byStatus = z.object({ draft: count, published: count });

export const RecentChangeSchema = z.object({
  entityType: RevisionEntityTypeSchema,
  entityId: z.string(),
  title: z.string(),
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
});
export type RecentChange = z.infer<typeof RecentChangeSchema>;

export const AdminStatsSchema = z.object({
  pages: byStatus,
  subpages: byStatus,
  newSubmissions: z.object({ contact: count, job: count }),
  recentChanges: z.array(RecentChangeSchema),
  /** Registered accounts waiting for an admin; absent from backends without approval. */
  pendingAccounts: z.optional(count),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
