import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { CursorDirection, CursorList, ListCursor, ListPosition } from '../../../contract/admin/list-cursor';
import { encodeCursor } from '../../../contract/admin/list-cursor';

/**
 * How a list is ordered: by `key`, then `id` as the tie-breaker, both descending (newest first) or both ascending;
 * a null key orders by id alone. The columns must lead an index in that order (migration 0030), so a seek is a
 * range read on it and the order needs no sort.
 */
export interface ListOrder {
  list: CursorList;
  key: string | null;
  id: string;
  descending: boolean;
}

/** What a list's repository is asked to read: its filter and these, in this order, at most `limit` rows. */
export interface Seek {
  where: RawBuilder<SqlBool>;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface KeysetQuery {
  cursor?: ListCursor | undefined;
  page: number;
  pageSize: number;
}

/** What a cursor-paged answer adds to its page: where the next and the previous pages start, null at either end. */
export interface KeysetAnswer {
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface KeysetPage<Row> extends KeysetAnswer {
  rows: Row[];
}

/** Rows past the cursor's position, in the direction it points. A row value, so both engines seek on the index. */
function beyond(order: ListOrder, cursor: ListCursor): RawBuilder<SqlBool> {
  const smaller = order.descending === (cursor.direction === 'after');
  const op = sql.raw(smaller ? '<' : '>');
  return order.key === null
    ? sql<SqlBool>`${sql.ref(order.id)} ${op} ${cursor.id}`
    : sql<SqlBool>`(${sql.ref(order.key)}, ${sql.ref(order.id)}) ${op} (${cursor.key}, ${cursor.id})`;
}

function cursorAt(order: ListOrder, direction: CursorDirection, position: ListPosition): string {
  return encodeCursor({ list: order.list, direction, ...position });
}

/**
 * One page of a list: by cursor (a seek past a position) or, for older clients, by page number (OFFSET). One row
 * more than the page is read, to tell whether a next page exists without counting. Going back (`before`) reads
 * the list reversed from the cursor; once that reaches the start, the answer is the first page itself, so "Newer"
 * always ends on a full newest page.
 */
export async function readKeysetPage<Row>(
  order: ListOrder,
  query: KeysetQuery,
  read: (seek: Seek) => Promise<Row[]>,
  positionOf: (row: Row) => ListPosition,
): Promise<KeysetPage<Row>> {
  const { cursor, pageSize } = query;
  const along = order.descending ? 'desc' : 'asc';
  if (cursor?.direction === 'before') {
    const back = order.descending ? 'asc' : 'desc';
    const found = await read({ where: beyond(order, cursor), direction: back, limit: pageSize + 1, offset: 0 });
    if (found.length <= pageSize) return readKeysetPage(order, { page: 1, pageSize }, read, positionOf);
    const rows = found.slice(0, pageSize).reverse();
    const [first, last] = [rows[0], rows.at(-1)];
    return {
      rows,
      nextCursor: last === undefined ? null : cursorAt(order, 'after', positionOf(last)),
      prevCursor: first === undefined ? null : cursorAt(order, 'before', positionOf(first)),
    };
  }
  const found = await read({
    where: cursor ? beyond(order, cursor) : sql<SqlBool>`1 = 1`,
    direction: along,
    limit: pageSize + 1,
    offset: cursor ? 0 : (query.page - 1) * pageSize,
  });
  const rows = found.slice(0, pageSize);
  const [first, last] = [rows[0], rows.at(-1)];
  const started = cursor !== undefined || query.page > 1;
  const backFrom = first === undefined ? cursor : { ...positionOf(first) };
  return {
    rows,
    nextCursor: found.length > pageSize && last !== undefined ? cursorAt(order, 'after', positionOf(last)) : null,
    prevCursor: started && backFrom ? cursorAt(order, 'before', { key: backFrom.key, id: backFrom.id }) : null,
  };
}
