import { describe, expect, it } from 'vitest';
import type { MergeBlock } from './merge-blocks';
import { mergeBlocks } from './merge-blocks';

const block = (id: string, title = id): MergeBlock => ({ id, type: 'intro', data: { title } });
const ids = (blocks: readonly MergeBlock[]) => blocks.map((one) => one.id ?? `(new ${String(one.data)})`);
const base = [block('a'), block('b'), block('c'), block('d')];

describe('mergeBlocks', () => {
  it('keeps both sides when they changed different blocks', () => {
    const merged = mergeBlocks(
      base,
      [block('a', 'mine'), ...base.slice(1)],
      [...base.slice(0, 3), block('d', 'theirs')],
    );
    expect(merged.clashes).toEqual([]);
    expect(merged.blocks).toEqual([block('a', 'mine'), block('b'), block('c'), block('d', 'theirs')]);
  });

  it('keeps a move of one side and a change of the other to the same block', () => {
    const [a, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    const moved = mergeBlocks(base, [d, a, b, c], [a, b, c, block('d', 'theirs')]);
    expect(moved).toEqual({ blocks: [block('d', 'theirs'), a, b, c], clashes: [] });
    const theyMoved = mergeBlocks(base, [a, b, c, block('d', 'mine')], [d, a, b, c]);
    expect(theyMoved).toEqual({ blocks: [block('d', 'mine'), a, b, c], clashes: [] });
  });

  it('combines moves of different blocks on both sides', () => {
    const [a, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    // I moved a to the end; they moved d to the top.
    expect(ids(mergeBlocks(base, [b, c, d, a], [d, a, b, c]).blocks)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('combines additions and removals of both sides, each where its side put it', () => {
    const [a, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    const mineNew: MergeBlock = { type: 'faq', data: 'mine' };
    const merged = mergeBlocks(base, [a, mineNew, b, d], [block('t'), a, b, c]);
    // I removed c and added one after a; they removed d and added t at the top.
    expect(ids(merged.blocks)).toEqual(['t', 'a', '(new mine)', 'b']);
    expect(merged.clashes).toEqual([]);
  });

  it('keeps several new blocks of mine together, in my order', () => {
    const [a, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    const first: MergeBlock = { type: 'faq', data: 'first' };
    const second: MergeBlock = { type: 'faq', data: 'second' };
    const merged = mergeBlocks(base, [first, second, a, b, c, d], [b, a, c, d]);
    expect(ids(merged.blocks)).toEqual(['(new first)', '(new second)', 'b', 'a', 'c', 'd']);
  });

  it('takes an identical change of both sides once', () => {
    const same = [block('a', 'both'), ...base.slice(1)];
    expect(mergeBlocks(base, same, same)).toEqual({ blocks: same, clashes: [] });
  });

  it('names a block both sides changed differently, and keeps theirs until a side is chosen', () => {
    const mine = [block('a', 'mine'), ...base.slice(1)];
    const theirs = [block('a', 'theirs'), ...base.slice(1)];
    const open = mergeBlocks(base, mine, theirs);
    expect(open.clashes).toEqual([{ id: 'a', mine: 'changed', theirs: 'changed' }]);
    expect(open.blocks[0]).toEqual(block('a', 'theirs'));
    expect(mergeBlocks(base, mine, theirs, () => 'mine')).toEqual({ blocks: mine, clashes: [] });
    expect(mergeBlocks(base, mine, theirs, () => 'theirs')).toEqual({ blocks: theirs, clashes: [] });
  });

  it('counts removing a block the other side changed as a clash, either way round', () => {
    const [, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    const changed = [block('a', 'changed'), b, c, d];
    const iRemoved = mergeBlocks(base, [b, c, d], changed);
    expect(iRemoved.clashes).toEqual([{ id: 'a', mine: 'removed', theirs: 'changed' }]);
    expect(ids(mergeBlocks(base, [b, c, d], changed, () => 'mine').blocks)).toEqual(['b', 'c', 'd']);
    const theyRemoved = mergeBlocks(base, changed, [b, c, d]);
    expect(theyRemoved.clashes).toEqual([{ id: 'a', mine: 'changed', theirs: 'removed' }]);
    expect(mergeBlocks(base, changed, [b, c, d], () => 'mine').blocks).toEqual(changed);
    expect(mergeBlocks(base, changed, [b, c, d], () => 'theirs').blocks).toEqual([b, c, d]);
  });

  it('removes a block one side removed and the other left alone', () => {
    const [, b, c, d] = base as [MergeBlock, MergeBlock, MergeBlock, MergeBlock];
    expect(ids(mergeBlocks(base, [b, c, d], base).blocks)).toEqual(['b', 'c', 'd']);
    expect(ids(mergeBlocks(base, base, [b, c, d]).blocks)).toEqual(['b', 'c', 'd']);
  });

  it('judges content whatever the key order, and a changed type as a change', () => {
    const reordered: MergeBlock = { id: 'a', type: 'intro', data: { description: 'x', title: 'a' } };
    const withDescription: MergeBlock = { id: 'a', type: 'intro', data: { title: 'a', description: 'x' } };
    expect(mergeBlocks([withDescription], [reordered], [{ ...withDescription, type: 'banner' }]).clashes).toEqual([]);
    expect(mergeBlocks([block('a')], [block('a', 'mine')], [{ ...block('a'), type: 'banner' }]).clashes).toHaveLength(
      1,
    );
  });
});
