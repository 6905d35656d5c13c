import * as z from 'zod/mini';
import type { GlobalComponentName } from '../global-components/global-component';
import { globalComponentContentSchemas, GlobalComponentNameSchema } from '../global-components/global-component';
import { ActorSchema, IsoTimestampSchema } from './admin-fields';
import { EditVersionSchema } from './edit-versions';
import { publicationShape } from './publication';

/**
 * PUT body for one component, its content checked against that component's own schema. A save writes the working
 * draft (visitors keep the published one); "Publish" (`POST …/{name}/publish`) puts it live.
 */
export function globalComponentPayloadSchema<N extends GlobalComponentName>(name: N) {
  return z.object({ content: globalComponentContentSchemas[name] });
}

export const AdminGlobalComponentSchema = z.object({
  name: GlobalComponentNameSchema,
  /**
   * The working copy: the draft when there is one, else what visitors see. A component is always on the site (its
   * built-in default at worst), so its publication is never "draft-only".
   */
  content: z.unknown(),
  publication: publicationShape.publication,
  publishAt: publicationShape.publishAt,
  updatedAt: IsoTimestampSchema,
  updatedBy: ActorSchema,
  /** Counts saves; also the `ETag`, which a write sends back as `If-Match`. */
  version: EditVersionSchema,
});
export type AdminGlobalComponent = z.infer<typeof AdminGlobalComponentSchema>;
