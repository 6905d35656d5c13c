import { describe, expect, it } from 'vitest';
import type { ListCursor } from './list-cursor';
import { cursorQuery, decodeCursor, encodeCursor } from './list-cursor';

/** An independent encoder to check against (btoa, then the URL-safe alphabet without padding). */
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const cursor: ListCursor = { list: 'audit-log', direction: 'after', key: '2026-11-27T11:24:21.123Z', id: 4182 };

describe('list cursors', () => {
  it('decode to the position they were made from, as base64url, for every length of text', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).toBe(base64url('audit-log|a|2026-11-27T11:24:21.123Z|4182'));
    expect(decodeCursor('audit-log', encoded)).toEqual(cursor);
    for (const id of [1, 12, 123, 1234, 2_147_483_647]) {
      const back: ListCursor = { list: 'pages', direction: 'before', key: '', id };
      expect(decodeCursor('pages', encodeCursor(back))).toEqual(back);
    }
  });

  it('refuse another list’s, a non-canonical spelling, and positions no row can have', () => {
    expect(decodeCursor('pages', encodeCursor(cursor))).toBeNull();
    // 'audit-log|a|x|12' is 16 bytes: its last character carries 4 bits no byte uses, which must be 0.
    const encoded = encodeCursor({ ...cursor, key: 'x', id: 12 });
    expect(encoded.length % 4).toBe(2);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lastBitSet = alphabet[alphabet.indexOf(encoded.at(-1) ?? 'A') + 1] ?? '';
    expect(decodeCursor('audit-log', `${encoded.slice(0, -1)}${lastBitSet}`)).toBeNull();
    expect(decodeCursor('audit-log', `${encoded}A`)).toBeNull();
    for (const text of [
      'audit-log|a|x|0',
      'audit-log|a|x|2147483648',
      'audit-log|c|x|1',
      'audit-log|a|x y|1',
      'audit-log|a|1',
    ]) {
      expect(decodeCursor('audit-log', base64url(text)), text).toBeNull();
    }
  });

  it('are a zod schema that names the problem rather than throwing', () => {
    const schema = cursorQuery('contact-submissions');
    expect(schema.safeParse('%%%').success).toBe(false);
    expect(schema.safeParse(encodeCursor({ ...cursor, list: 'contact-submissions' })).data).toEqual({
      ...cursor,
      list: 'contact-submissions',
    });
  });
});
