import * as z from 'zod/mini';

export const defaultPageSize = 20;
export const maxPageSize = 100;

/** Query strings arrive as text, and a blank form field means "no filter". */
const blankToUndefined = z.transform((value: unknown) => (value === '' ? undefined : value));

export function optionalQuery<T extends z.core.SomeType>(schema: T) {
  return z.pipe(blankToUndefined, z.optional(schema));
}

function wholeNumber(min: number, max: number) {
  return z.coerce
    .number({ error: 'Must be a whole number' })
    .check(
      z.int('Must be a whole number'),
      z.minimum(min, `Must be at least ${min}`),
      z.maximum(max, `Must be at most ${max}`),
    );
}

export const PagingQueryShape = {
  page: z.pipe(blankToUndefined, z._default(wholeNumber(1, 1_000_000), 1)),
  pageSize: z.pipe(blankToUndefined, z._default(wholeNumber(1, maxPageSize), defaultPageSize)),
};

/**
 * `after`: the `next` of the answer before, for a list read page after page. The page then starts right after that
 * item by its key (a seek on the list's index), where `page` makes the database count past every row before it;
 * `page` and `total` still answer as they did.
 */
export const CursorQueryShape = { after: optionalQuery(wholeNumber(1, Number.MAX_SAFE_INTEGER)) };

export const PagingQuerySchema = z.object(PagingQueryShape);
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export const SearchTextSchema = z.string().check(z.trim(), z.maxLength(200, 'At most 200 characters'));

export function pagedResponseSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.positive()),
    pageSize: z.number().check(z.int(), z.positive()),
  });
}

/** A paged answer that also names where the next page starts (`?after=`), or null on the last page. */
export function cursorPagedResponseSchema<T extends z.core.SomeType>(item: T) {
  return z.extend(pagedResponseSchema(item), { next: z.optional(z.nullable(z.number().check(z.int()))) });
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
