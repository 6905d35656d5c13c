import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api/api-error';
import { applyServerFieldErrors } from '../../../lib/forms/apply-server-field-errors';
import type { PageMetaValues } from './page-meta-form';
import { pageMetaFields } from './page-meta-form';

/**
 * What to show above the form after a failed save: the server's own message (a 400's field messages
 * also go under the page fields; the others, about content or an article's own fields, are listed).
 */
export function describeSaveError(error: unknown, setError: UseFormSetError<PageMetaValues>): string {
  applyServerFieldErrors(error, setError, pageMetaFields);
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Saving failed';
  const pageFields: readonly string[] = pageMetaFields;
  const contentFields = Object.entries(error.fields ?? {}).filter(([field]) => !pageFields.includes(field));
  const details = contentFields.map(([field, message]) => `${field}: ${message}`);
  return [error.message, ...details].join(' — ');
}
