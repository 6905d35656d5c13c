import * as z from 'zod/mini';
import type { GlobalComponentName } from '../global-components/global-component';
import { globalComponentContentSchemas, GlobalComponentNameSchema } from '../global-components/global-component';
import { ActorSchema, IsoTimestampSchema } from './admin-fields';
import { EditVersionSchema } from './edit-versions';

/** PUT body for one component, its content checked against that component's own schema. */
export function globalComponentPayloadSchema<N extends GlobalComponentName>(name: N) {
  return z.object({ content: globalComponentContentSchemas[name] });
}

export const AdminGlobalComponentSchema = z.object({
  name: GlobalComponentNameSchema,
  content: z.unknown(),
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
  /** Counts saves; also the `ETag`, which a write sends back as `If-Match`. */
  version: EditVersionSchema,
});
export type AdminGlobalComponent = z.infer<typeof AdminGlobalComponentSchema>;
