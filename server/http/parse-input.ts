import type { z } from 'zod';
import { HttpError } from './http-error';

function describeIssue(issue: z.core.$ZodIssue): string {
  // zod's own wording for a missing field is technical; people and tests read "Required".
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'Required';
  return issue.message;
}

/** Maps each failing field (dotted path, `body` for the whole payload) to its first message. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[field] ??= describeIssue(issue);
  }
  return fields;
}

/** Parses request input with a contract schema; a failure becomes a 400 naming every bad field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new HttpError(400, `Invalid input: ${Object.keys(fields).join(', ')}`, fields);
}
