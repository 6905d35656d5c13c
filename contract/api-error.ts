import { z } from 'zod';

/** Every non-2xx JSON answer of the content server has this shape. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  /** For a 400: each bad field (dotted path) with what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
