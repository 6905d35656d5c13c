import type { GlobalComponentName } from '../../../../contract/global-components/global-component';
import { GlobalComponentNameSchema } from '../../../../contract/global-components/global-component';
import { HttpError } from '../../../http/http-error';

export const componentNotFound = () => new HttpError(404, 'Global component not found');

/** Only header, footer and cta exist; any other name is a missing resource, as in the public API. */
export function componentName(params: unknown, key = 'name'): GlobalComponentName {
  const value = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[key] : undefined;
  const name = GlobalComponentNameSchema.safeParse(value);
  if (!name.success) throw componentNotFound();
  return name.data;
}
