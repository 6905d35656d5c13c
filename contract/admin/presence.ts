import * as z from 'zod/mini';
import { IdSchema } from './admin-fields';

/** An editor screen says it is open this often… */
export const presenceHeartbeatMs = 20_000;
/** …and counts as closed once this long has passed without it (a closed tab sends nothing). */
export const presenceExpiryMs = 60_000;

/** The answer to a heartbeat: the other staff who have the same item open now. */
export const PresenceSchema = z.object({
  others: z.array(z.object({ id: IdSchema, displayName: z.string() })),
});
export type Presence = z.infer<typeof PresenceSchema>;
