import { describe, expect, it } from 'vitest';
import { blockAnchorIds } from './block-anchors';
import { BlocksSchema, BlockWritesSchema, readRawBlocks } from './blocks';
import { blocksFromKeyedContent, keyedContent } from './keyed-content';

const faq = (title: string) => ({ title, items: [{ question: 'Why?', answer: 'Because.' }] });
const text = (title: string) => [{ title, description: 'Some **formatted** text.' }];

describe('a list of blocks', () => {
  it('holds a type any number of times, in the order given', () => {
    const blocks = [
      { id: 'a', type: 'faq', data: faq('Pricing') },
      { id: 'b', type: 'sections', data: text('One') },
      { id: 'c', type: 'faq', data: faq('Security') },
      { id: 'd', type: 'sections', data: text('Two') },
    ];
    const parsed = BlocksSchema.safeParse(blocks);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.map((block) => block.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names the field of a block whose data is wrong, by its place in the list', () => {
    const parsed = BlocksSchema.safeParse([
      { id: 'a', type: 'faq', data: faq('Fine') },
      { id: 'b', type: 'faq', data: { title: 'Broken', items: [{ question: 'Q?', answer: 42 }] } },
    ]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([1, 'data', 'items', 0, 'answer']);
  });

  it('refuses an unknown type, a repeated id and a malformed id', () => {
    expect(BlocksSchema.safeParse([{ id: 'a', type: 'marquee', data: {} }]).success).toBe(false);
    const twice = [
      { id: 'a', type: 'faq', data: faq('One') },
      { id: 'a', type: 'faq', data: faq('Two') },
    ];
    expect(BlocksSchema.safeParse(twice).success).toBe(false);
    expect(BlocksSchema.safeParse([{ id: 'a b', type: 'faq', data: faq('One') }]).success).toBe(false);
  });

  it('takes new blocks without ids in a write, but never without a type', () => {
    expect(BlockWritesSchema.safeParse([{ type: 'faq', data: faq('New') }]).success).toBe(true);
    expect(BlocksSchema.safeParse([{ type: 'faq', data: faq('New') }]).success).toBe(false);
    expect(BlockWritesSchema.safeParse([{ data: faq('New') }]).success).toBe(false);
  });

  it('reads stored content leniently, leaving out what is not a block', () => {
    expect(readRawBlocks([{ id: 'a', type: 'faq', data: 1 }, 'junk', { type: 'faq' }])).toEqual([
      { id: 'a', type: 'faq', data: 1 },
    ]);
    expect(readRawBlocks({ faq: {} })).toEqual([]);
  });
});

describe('the spec keyed view', () => {
  it('is the first block of each name, in display order, with merged types under their spec names', () => {
    const content = keyedContent([
      { id: 'a', type: 'cards', data: { title: 'Why us', items: [], variant: 'solutions' } },
      { id: 'b', type: 'faq', data: faq('First') },
      { id: 'c', type: 'faq', data: faq('Second') },
      { id: 'd', type: 'ctaSection', data: { title: 'Talk', variant: 'highlights' } },
    ]);
    expect(Object.keys(content)).toEqual(['solutionsSection', 'faq', 'homeCtaSection']);
    expect(content.faq).toEqual(faq('First'));
    expect(content.solutionsSection).toEqual({ title: 'Why us', items: [] });
  });

  it('round-trips keyed content through blocks, keeping every key, its data and its order', () => {
    const keyed = {
      banner: { title: 'Hello', description: 'World' },
      featuresSection: { title: 'F', items: [] },
      careersList: { title: 'C', items: [] },
      solutionsArea: { title: 'S', items: [] },
      faq: faq('Q'),
      homeCtaSection: { title: 'T', description: 'D' },
    };
    let n = 0;
    const blocks = blocksFromKeyedContent(keyed, () => `id${(n += 1)}`);
    expect(blocks.map((block) => block.type)).toEqual(['banner', 'cards', 'cards', 'overview', 'faq', 'ctaSection']);
    expect(blocks.map((block) => block.id)).toEqual(['id1', 'id2', 'id3', 'id4', 'id5', 'id6']);
    expect(keyedContent(blocks)).toEqual(keyed);
    expect(Object.keys(keyedContent(blocks))).toEqual(Object.keys(keyed));
  });
});

describe('block anchors', () => {
  it('keep the type anchor for the first of a type and add the heading, then a number, for the rest', () => {
    const anchors = blockAnchorIds([
      { id: 'a', type: 'faq', data: faq('Pricing') },
      { id: 'b', type: 'faq', data: faq('Pricing') },
      { id: 'c', type: 'faq', data: faq('Pricing') },
      { id: 'd', type: 'jobListingsSection', data: { title: 'Open roles' } },
      { id: 'e', type: 'sections', data: [] },
      { id: 'f', type: 'sections', data: [] },
    ]);
    expect([...anchors.values()]).toEqual([
      'faq',
      'faq-pricing',
      'faq-pricing-2',
      'job-listings-section',
      'sections',
      'sections-2',
    ]);
  });
});
