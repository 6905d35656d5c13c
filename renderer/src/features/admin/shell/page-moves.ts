import type { CursorList } from '../../../../../contract/admin/list-cursor';
import { decodeCursor } from '../../../../../contract/admin/list-cursor';

/** Where a pager button leads: a cursor of the answer, or (from a server that sends none) a page number. */
export type PageMove = { cursor: string } | { page: number };

/** What a pager reads of a list's answer. */
export interface PagedAnswer {
  total: number;
  items: readonly unknown[];
  nextCursor?: string | null | undefined;
  prevCursor?: string | null | undefined;
}

/**
 * The pages around the one shown (issue 33): back and forward from the page shown, not to a page number, so a late
 * page costs what the first does and entries arriving meanwhile do not shift it. An older server sends no cursors
 * (`undefined`, where null means "no more"); then the buttons step the page number as before.
 */
export function movesOf({
  answer,
  page,
  pageSize,
}: {
  answer: PagedAnswer | undefined;
  page: number;
  pageSize: number;
}): {
  back: PageMove | null;
  forward: PageMove | null;
} {
  if (!answer) return { back: null, forward: null };
  if (answer.nextCursor === undefined && answer.prevCursor === undefined) {
    return {
      back: page > 1 ? { page: page - 1 } : null,
      forward: page * pageSize < answer.total ? { page: page + 1 } : null,
    };
  }
  return {
    back: answer.prevCursor ? { cursor: answer.prevCursor } : null,
    forward: answer.nextCursor ? { cursor: answer.nextCursor } : null,
  };
}

/** The address after a move: a cursor replaces the page number, and the other way round. */
export function withMove(search: URLSearchParams, move: PageMove): URLSearchParams {
  const next = new URLSearchParams(search);
  if ('cursor' in move) {
    next.set('cursor', move.cursor);
    next.delete('page');
  } else {
    next.set('page', String(move.page));
    next.delete('cursor');
  }
  return next;
}

/** The address's cursor, if it is one of this list's; a hand-edited one is dropped (the list starts at the top). */
export function cursorFromAddress(list: CursorList, search: URLSearchParams): string | undefined {
  const raw = search.get('cursor');
  return raw && decodeCursor(list, raw) ? raw : undefined;
}
