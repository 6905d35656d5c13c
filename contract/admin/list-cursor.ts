import * as z from 'zod/mini';
import { maxId } from './admin-fields';

/**
 * Keyset (cursor) paging for the admin lists that grow without bound (issue 33). A page starts right after (or
 * right before) one row's position in the list's order, its sort key plus its id as the tie-breaker, so the
 * database seeks on an index instead of counting past every earlier row (OFFSET), and rows arriving meanwhile do
 * not shift later pages.
 *
 * The cursor is opaque to clients: base64url of `list|direction|key|id`. It names its list, so one list's cursor
 * is refused by another; anything that does not decode to a well-formed position is a 400 naming `cursor`. It is
 * not signed: a hand-made cursor can only start a page at some position staff could reach anyway.
 */
export const cursorLists = ['audit-log', 'contact-submissions', 'job-submissions', 'pages'] as const;
export type CursorList = (typeof cursorLists)[number];

/** `after`: further along the list (older entries, the next page); `before`: back towards its start. */
export type CursorDirection = 'after' | 'before';

export interface ListPosition {
  /** The row's sort key as stored (a timestamp), or '' for a list ordered by id alone. */
  key: string;
  id: number;
}

export interface ListCursor extends ListPosition {
  list: CursorList;
  direction: CursorDirection;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding, for ASCII text; no btoa/Buffer so the contract runs on both sides. */
function toBase64Url(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [0, 1, 2].map((offset) => text.charCodeAt(index + offset) || 0);
    const bits = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((text.length - index) * 8) / 6));
    for (let char = 0; char < chars; char += 1) out += alphabet[(bits >> (18 - 6 * char)) & 63];
  }
  return out;
}

function fromBase64Url(encoded: string): string | null {
  if (encoded.length % 4 === 1) return null;
  let out = '';
  for (let index = 0; index < encoded.length; index += 4) {
    const group = encoded.slice(index, index + 4);
    const values = [...group].map((char) => alphabet.indexOf(char));
    if (values.some((value) => value < 0)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = values;
    const bits = (a << 18) | (b << 12) | (c << 6) | d;
    const bytes = group.length - 1;
    for (let byte = 0; byte < bytes; byte += 1) out += String.fromCharCode((bits >> (16 - 8 * byte)) & 255);
  }
  // Only the canonical spelling decodes: stray low bits mean the text was not made by encodeCursor.
  return toBase64Url(out) === encoded ? out : null;
}

const keyPattern = /^[0-9A-Za-z:.+-]{0,40}$/;

export function encodeCursor(cursor: ListCursor): string {
  return toBase64Url([cursor.list, cursor.direction === 'after' ? 'a' : 'b', cursor.key, cursor.id].join('|'));
}

/** The position a cursor names, or null when it is not one of `list`'s cursors. */
export function decodeCursor(list: CursorList, encoded: string): ListCursor | null {
  const text = fromBase64Url(encoded);
  const parts = text?.split('|');
  if (!parts || parts.length !== 4) return null;
  const [name, direction, key = '', idText = ''] = parts;
  const id = Number(idText);
  if (name !== list || (direction !== 'a' && direction !== 'b')) return null;
  if (!keyPattern.test(key) || !/^[1-9][0-9]{0,9}$/.test(idText) || id > maxId) return null;
  return { list, direction: direction === 'a' ? 'after' : 'before', key, id };
}

export const cursorMessage = 'Is not a cursor of this list: start from the first page';

/** `?cursor=`: the `nextCursor` or `prevCursor` of an answer of the same list. */
export function cursorQuery(list: CursorList) {
  return z.pipe(
    z.string().check(z.maxLength(200, cursorMessage)),
    z.transform((value, context) => {
      const cursor = decodeCursor(list, value);
      if (cursor) return cursor;
      context.issues.push({ code: 'custom', message: cursorMessage, input: value });
      return z.NEVER;
    }),
  );
}

/** What a cursor-paged answer adds: where the next and previous pages start, null at either end. */
export const cursorAnswerShape = {
  nextCursor: z.optional(z.nullable(z.string())),
  prevCursor: z.optional(z.nullable(z.string())),
};

/** A page cannot be asked for both by number and by cursor. */
export const oneWayOfPaging = z.refine<{ cursor?: unknown; page: number }>(
  (query) => query.cursor === undefined || query.page === 1,
  { error: 'Use either cursor or page, not both', path: ['cursor'] },
);
