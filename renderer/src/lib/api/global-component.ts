import type * as z from 'zod/mini';
import type { GlobalComponentName } from '../../../../contract/global-components/global-component';
import { GlobalComponentResponseSchema } from '../../../../contract/global-components/global-component';
import { apiRequest } from './request';

/**
 * Header, footer and CTA degrade the same way: the site must still render, so any failure
 * (no answer, an error status, content that does not parse) yields the built-in default and a warning.
 */
export async function getGlobalComponentContent<Schema extends z.ZodMiniType>(
  name: GlobalComponentName,
  options: { schema: Schema; fallback: z.output<Schema>; failureMessage: string; signal?: AbortSignal },
): Promise<z.output<Schema>> {
  try {
    const response = await apiRequest(`/api/public/global-components/${name}`, {
      schema: GlobalComponentResponseSchema,
      signal: options.signal,
    });
    const content = options.schema.safeParse(response.content);
    if (content.success) return content.data;
    console.warn(options.failureMessage, content.error);
  } catch (error) {
    // A cancelled query must stay cancelled rather than cache the default as if it were the answer.
    if (options.signal?.aborted) throw error;
    console.warn(options.failureMessage, error);
  }
  return options.fallback;
}
