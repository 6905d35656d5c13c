import { describe, expect, it } from 'vitest';
import type { RawBlock } from './blocks';
import { countChangedBlocks, movedBlockIds } from './count-changed-blocks';

const text = (id: string, body = id): RawBlock => ({ id, type: 'textBlocks', data: { title: id, body } });
const page = [text('a'), text('b'), text('c'), text('d')];

describe('countChangedBlocks', () => {
  it('counts nothing for the same blocks, whatever the key order of their data', () => {
    const reordered = page.map((block) => ({ ...block, data: { body: block.id, title: block.id } }));
    expect(countChangedBlocks(page, reordered)).toBe(0);
  });

  it('counts a changed, an added and a removed block once each', () => {
    expect(countChangedBlocks(page, [text('a'), text('b', 'new words'), text('c'), text('d')])).toBe(1);
    expect(countChangedBlocks(page, [...page, text('e')])).toBe(1);
    expect(countChangedBlocks(page, [text('a'), text('c'), text('d')])).toBe(1);
    expect(countChangedBlocks(page, [text('a'), text('b', 'new'), text('d'), text('e')])).toBe(3);
  });

  it('counts a block moved to the top as one move, not every block it passed', () => {
    expect(countChangedBlocks(page, [text('d'), text('a'), text('b'), text('c')])).toBe(1);
    expect(countChangedBlocks(page, [text('b'), text('a'), text('d'), text('c')])).toBe(2);
  });

  it('counts a block both changed and moved once, and a changed type as a change', () => {
    expect(countChangedBlocks(page, [text('d', 'new'), text('a'), text('b'), text('c')])).toBe(1);
    const retyped = { ...text('a'), type: 'faq' };
    expect(countChangedBlocks(page, [retyped, text('b'), text('c'), text('d')])).toBe(1);
  });

  it('counts every block of a new or emptied page', () => {
    expect(countChangedBlocks([], page)).toBe(4);
    expect(countChangedBlocks(page, [])).toBe(4);
  });
});

describe('movedBlockIds', () => {
  it('names the fewest blocks whose moves explain the new order', () => {
    expect([...movedBlockIds(['a', 'b', 'c'], ['c', 'a', 'b'])]).toEqual(['c']);
    expect([...movedBlockIds(['a', 'b', 'c'], ['a', 'b', 'c'])]).toEqual([]);
  });
});
