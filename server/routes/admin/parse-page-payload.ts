import type { z } from 'zod/mini';
import { parseInput } from '../../http/parse-input';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses a page or subpage payload, keeping its content sections in the order the editor sent them:
 * the schema's output lists keys in its own order, but the order of sections is the page's layout.
 */
export function parsePagePayload<Schema extends z.ZodMiniType<{ content: Record<string, unknown> }>>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const payload = parseInput(schema, body);
  const sent = isRecord(body) && isRecord(body.content) ? Object.keys(body.content) : [];
  const parsed = payload.content;
  const ordered: Record<string, unknown> = {};
  for (const key of [...sent, ...Object.keys(parsed)]) {
    if (key in parsed && !(key in ordered)) ordered[key] = parsed[key];
  }
  return { ...payload, content: ordered };
}
