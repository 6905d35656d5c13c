import { describe, expect, it } from 'vitest';
import { EditClashesSchema } from './edit-clashes';
import type { StoredMergeDocument } from './merge-document';
import { clashReport, hasClashes, mergeDocuments } from './merge-document';

const faq = (id: string, title: string) => ({ id, type: 'faq', data: { title, items: [] } });
const base: StoredMergeDocument = {
  title: 'Retainer',
  slug: 'retainer',
  description: '',
  blocks: [faq('f1', 'General'), faq('f2', 'Pricing')],
};

describe('mergeDocuments', () => {
  it('takes each field from the side that changed it', () => {
    const merged = mergeDocuments(base, { ...base, title: 'Mine' }, { ...base, description: 'Theirs' });
    expect(merged.document).toMatchObject({ title: 'Mine', slug: 'retainer', description: 'Theirs' });
    expect(hasClashes(merged.clashes)).toBe(false);
  });

  it('names a field both changed differently, and settles it by choice', () => {
    const mine = { ...base, slug: 'mine' };
    const theirs = { ...base, slug: 'theirs' };
    expect(mergeDocuments(base, mine, theirs).clashes).toEqual({ fields: ['slug'], blocks: [] });
    const chosen = mergeDocuments(base, mine, theirs, { fields: { slug: 'mine' } });
    expect(chosen.document.slug).toBe('mine');
    expect(hasClashes(chosen.clashes)).toBe(false);
  });

  it('reports clashes with labels and anchors the 412 body accepts', () => {
    const mine = { ...base, title: 'A', blocks: [faq('f1', 'General'), faq('f2', 'Pricing, mine')] };
    const theirs = { ...base, title: 'B', blocks: [faq('f1', 'General'), faq('f2', 'Pricing, theirs')] };
    const merged = mergeDocuments(base, mine, theirs);
    const report = clashReport(merged.clashes, { base, mine, theirs });
    expect(EditClashesSchema.parse(report)).toEqual({
      fields: [{ field: 'title', label: 'Title' }],
      blocks: [
        {
          id: 'f2',
          label: 'Frequently asked questions “Pricing, theirs”',
          anchor: 'faq-pricing-theirs',
          mine: 'changed',
          theirs: 'changed',
        },
      ],
    });
  });
});

describe('mergeDocuments on an article’s own fields', () => {
  const meta = (fields: Record<string, unknown>) =>
    JSON.stringify({ kind: 'insight', authorIds: [1], topics: ['Cloud'], relatedPageIds: [], ...fields });
  const article: StoredMergeDocument = { ...base, meta: meta({}) };

  it('combines fields each side alone changed, a cover only one side added among them', () => {
    const cover = { src: '/c.svg', alt: 'Shields', width: 1200, height: 630 };
    const mine = { ...article, meta: meta({ authorIds: [1, 2] }) };
    const theirs = { ...article, meta: meta({ topics: ['Cloud', 'AI'], cover }) };
    const merged = mergeDocuments(article, mine, theirs);
    expect(hasClashes(merged.clashes)).toBe(false);
    expect(JSON.parse(merged.document.meta ?? '')).toEqual({
      kind: 'insight',
      authorIds: [1, 2],
      topics: ['Cloud', 'AI'],
      relatedPageIds: [],
      cover,
    });
  });

  it('names each own field both changed differently, labelled as the editor calls it, and settles it by choice', () => {
    const mine = { ...article, meta: meta({ authorIds: [2], kind: 'news' }) };
    const theirs = { ...article, meta: meta({ authorIds: [3], relatedPageIds: [9] }) };
    const merged = mergeDocuments(article, mine, theirs);
    expect(merged.clashes.fields).toEqual(['meta.authorIds']);
    expect(clashReport(merged.clashes, { base: article, mine, theirs }).fields).toEqual([
      { field: 'meta.authorIds', label: 'Authors' },
    ]);
    const chosen = mergeDocuments(article, mine, theirs, { fields: { 'meta.authorIds': 'mine' } });
    expect(hasClashes(chosen.clashes)).toBe(false);
    expect(JSON.parse(chosen.document.meta ?? '')).toMatchObject({ kind: 'news', authorIds: [2], relatedPageIds: [9] });
  });

  it('reads the same list in another key order as unchanged', () => {
    const reordered = {
      ...article,
      meta: JSON.stringify({ relatedPageIds: [], topics: ['Cloud'], authorIds: [1], kind: 'insight' }),
    };
    const mine = { ...article, meta: meta({ kind: 'guide' }) };
    const merged = mergeDocuments(article, mine, reordered);
    expect(hasClashes(merged.clashes)).toBe(false);
    expect(JSON.parse(merged.document.meta ?? '')).toMatchObject({ kind: 'guide' });
  });
});
