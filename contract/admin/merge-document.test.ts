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
