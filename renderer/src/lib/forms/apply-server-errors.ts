import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/** Puts the server's per-field 400/409 messages under the fields they name, so people see them in place. */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  knownFields: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [field, message] of Object.entries(error.fields)) {
    const known = knownFields.find((candidate) => candidate === field);
    if (known) setError(known, { type: 'server', message });
  }
}
