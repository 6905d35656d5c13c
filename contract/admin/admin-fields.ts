import * as z from 'zod/mini';

/** zod/mini ships no wording, so each message staff can see is spelled out here. */
export function typeMessage(expected: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : `Must be ${expected}`);
}

export const tooLong = (max: number) => `At most ${max} characters`;

export function requiredText(max: number, emptyMessage: string) {
  return z
    .string({ error: typeMessage('text') })
    .check(z.trim(), z.minLength(1, emptyMessage), z.maxLength(max, tooLong(max)));
}

export function optionalText(max: number) {
  return z._default(z.string({ error: typeMessage('text') }).check(z.trim(), z.maxLength(max, tooLong(max))), '');
}

/**
 * The largest id a row can have: ids are PostgreSQL `integer` columns, which refuse anything larger with an
 * error (SQLite's would go further, but one rule serves both). A larger id is refused before a query is made.
 */
export const maxId = 2_147_483_647;
const idRangeMessage = `Must be a whole number from 1 to ${maxId}`;

export const IdSchema = z.number().check(z.int(), z.positive(), z.lte(maxId, idRangeMessage));

/** A numeric path parameter (`/pages/{id}`); anything else, or a number no row can have, is a 400 naming the parameter. */
export const IdParamSchema = z.pipe(
  z.string().check(
    z.regex(/^[1-9][0-9]{0,14}$/, 'Must be a positive whole number'),
    z.refine((value) => !/^[0-9]+$/.test(value) || Number(value) <= maxId, idRangeMessage),
  ),
  z.transform(Number),
);

export const IsoTimestampSchema = z.string();

/** Who made a change: the user may since have been removed, hence null. */
export const ActorSchema = z.nullable(z.object({ id: IdSchema, displayName: z.string() }));
export type Actor = z.infer<typeof ActorSchema>;

export const IdParamsSchema = z.object({ id: IdParamSchema });
export const PageIdParamsSchema = z.object({ pageId: IdParamSchema });
export const RevisionIdParamsSchema = z.object({ revisionId: IdParamSchema });
