import type * as z from 'zod/mini';
import { validationProblems } from '../../contract/validation-wording';
import { HttpError } from './http-error';
import './zod-locale';

/** Maps each failing field (dotted path, `body` for the whole payload) to its first message. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of validationProblems(error.issues)) {
    const field = problem.path.length > 0 ? problem.path.map(String).join('.') : 'body';
    fields[field] ??= problem.message;
  }
  return fields;
}

/** Parses request input with a contract schema; a failure becomes a 400 naming every bad field. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new HttpError(400, `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
}
