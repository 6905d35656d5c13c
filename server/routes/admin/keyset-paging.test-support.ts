import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuthHeaders } from './admin.test-support';
import { call } from './admin.test-support';

export interface CursorAnswer {
  items: { id: number }[];
  nextCursor?: string | null | undefined;
  prevCursor?: string | null | undefined;
}

/** GET a list page and check it is a 200; `parse` is the list's contract schema. */
export async function readPage<T extends CursorAnswer>(
  app: FastifyInstance,
  headers: AuthHeaders,
  url: string,
  parse: (body: unknown) => T,
): Promise<T> {
  const response = await call(app, 'GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.json());
}

/**
 * Follows `nextCursor` from the first page to the last, calling `between` after each page (to insert rows
 * mid-walk), and answers the ids page by page and the last page.
 */
export async function walkByCursor(
  read: (cursor: string | null) => Promise<CursorAnswer>,
  between: (pageNumber: number) => Promise<void> = () => Promise.resolve(),
): Promise<{ pages: number[][]; last: CursorAnswer }> {
  const pages: number[][] = [];
  let answer = await read(null);
  for (let guard = 0; guard < 1000; guard += 1) {
    pages.push(answer.items.map((item) => item.id));
    await between(pages.length);
    if (!answer.nextCursor) return { pages, last: answer };
    answer = await read(answer.nextCursor);
  }
  throw new Error('the walk did not end');
}

/** Follows `prevCursor` back from a page to the first one, answering the ids page by page, last page first. */
export async function walkBack(
  read: (cursor: string | null) => Promise<CursorAnswer>,
  from: CursorAnswer,
): Promise<number[][]> {
  const pages = [from.items.map((item) => item.id)];
  let answer = from;
  while (answer.prevCursor) {
    answer = await read(answer.prevCursor);
    pages.push(answer.items.map((item) => item.id));
    if (pages.length > 1000) throw new Error('the walk back did not end');
  }
  return pages;
}
