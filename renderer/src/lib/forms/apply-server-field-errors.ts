import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/**
 * Puts a 400's per-field messages under the fields they name, focusing the first one in form order.
 * Returns whether any field took a message: when none did, the caller still owes the visitor the error.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldsInFormOrder: readonly Path<Values>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const messages = error.fields;
  const named = fieldsInFormOrder.filter((field) => messages[field] !== undefined);
  named.forEach((field, index) => {
    setError(field, { type: 'server', message: messages[field] }, { shouldFocus: index === 0 });
  });
  return named.length > 0;
}
