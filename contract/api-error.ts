import * as z from 'zod/mini';

/** Every non-2xx JSON answer of the content server has this shape. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  /** For a 400: each bad field (dotted path) with what is wrong with it. */
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
