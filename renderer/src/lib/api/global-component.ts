import type * as z from 'zod/mini';
import type { GlobalComponentName } from '../../../../contract/global-components/global-component';
import { GlobalComponentResponseSchema } from '../../../../contract/global-components/global-component';
import { PreviewAnswerSchema } from '../../../../contract/preview';
import type { ChromePreview } from '../preview/chrome-preview';
import { componentPreviewPath } from '../preview/chrome-preview';
import { apiRequest } from './request';

interface ComponentOptions<Schema extends z.ZodMiniType> {
  schema: Schema;
  fallback: z.output<Schema>;
  failureMessage: string;
  signal?: AbortSignal;
  /** Draw the working draft instead (issue 29); see `chromePreviewAtom`. */
  preview?: ChromePreview;
}

/** A preview's working copy of `name`, or undefined when the answer holds none that parses. */
async function previewedContent<Schema extends z.ZodMiniType>(
  name: GlobalComponentName,
  preview: ChromePreview,
  options: ComponentOptions<Schema>,
): Promise<z.output<Schema> | undefined> {
  const answer = await apiRequest(componentPreviewPath(preview, name), {
    schema: PreviewAnswerSchema,
    signal: options.signal,
  });
  if (!('component' in answer) || answer.component.name !== name) return undefined;
  const content = options.schema.safeParse(answer.component.content);
  return content.success ? content.data : undefined;
}

/**
 * Header, footer and CTA degrade the same way: the site must still render, so any failure
 * (no answer, an error status, content that does not parse) yields the built-in default and a warning.
 * A preview that cannot be read (signed out, a revoked link) shows the published component instead.
 */
export async function getGlobalComponentContent<Schema extends z.ZodMiniType>(
  name: GlobalComponentName,
  options: ComponentOptions<Schema>,
): Promise<z.output<Schema>> {
  try {
    if (options.preview) {
      const previewed = await previewedContent(name, options.preview, options);
      if (previewed !== undefined) return previewed;
      console.warn(options.failureMessage, 'the preview holds no such component');
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn(options.failureMessage, error);
  }
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
