import type * as z from 'zod/mini';
import { HttpError } from './http-error';
import './zod-locale';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

// zod's default wording for a missing field ("Invalid input: expected string, received undefined",
// or just "Invalid input" when no locale is configured); a custom message of the schema is kept.
function isDefaultMissingMessage(message: string): boolean {
  return message === 'Invalid input' || /received undefined/.test(message);
}

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // zod's own wording for a missing field is technical; people and tests read "Required".
  if (
    issue.code === 'invalid_type' &&
    valueAt(input, issue.path) === undefined &&
    isDefaultMissingMessage(issue.message)
  )
    return 'Required';
  return issue.message;
}

/** Maps each failing field (dotted path, `body` for the whole payload) to its first message; `input` is what was parsed. */
export function fieldErrors(error: z.core.$ZodError, input: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[field] ??= describeIssue(issue, input);
  }
  return fields;
}

/** Parses request input with a contract schema; a failure becomes a 400 naming every bad field. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const value = input ?? {};
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error, value);
  throw new HttpError(400, `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
}
