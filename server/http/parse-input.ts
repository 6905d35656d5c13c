import type * as z from 'zod/mini';
import { validationProblems } from '../../contract/validation-wording';
import { HttpError } from './http-error';
import { findUnsafeText, unsafeTextMessage } from './unsafe-text';
import './zod-locale';

const fieldName = (path: PropertyKey[]) => (path.length > 0 ? path.map(String).join('.') : 'body');

/** Maps each failing field (dotted path, `body` for the whole payload) to its first message. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of validationProblems(error.issues)) {
    fields[fieldName(problem.path)] ??= problem.message;
  }
  return fields;
}

/**
 * The field holding text no database may be given (NUL, half a surrogate pair: see unsafe-text), or nothing. JSON
 * bodies and query strings are checked before any route runs (unsafe-input-guard); this covers what is parsed from
 * elsewhere, such as multipart form fields.
 */
export function unsafeTextField(input: unknown): Record<string, string> {
  const path = findUnsafeText(input);
  return path === undefined ? {} : { [fieldName(path)]: unsafeTextMessage };
}

export function invalidInput(fields: Record<string, string>): HttpError {
  return new HttpError(400, `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
}

/** Parses request input with a contract schema; a failure becomes a 400 naming every bad field. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const value = input ?? {};
  const unsafe = unsafeTextField(value);
  if (Object.keys(unsafe).length > 0) throw invalidInput(unsafe);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error));
}
