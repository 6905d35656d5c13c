import { describe, expect, it } from 'vitest';
import { describeChanges } from './conflict-changes';
import type { EditorDocument } from './page-editor';

const intro = { id: 'i', type: 'intro', data: { title: 'Always on', description: 'Our analysts watch.' } };
const faq = (id: string, title: string) => ({ id, type: 'faq', data: { title, items: [] } });
const base: EditorDocument = {
  title: 'Managed SOC',
  slug: 'managed-soc',
  description: '',
  status: 'draft',
  blocks: [intro, faq('f1', 'Pricing'), faq('f2', 'Security')],
};

describe('describeChanges', () => {
  it('names each changed field with both values, and each block added, removed or changed by its id', () => {
    const theirs: EditorDocument = {
      ...base,
      status: 'published',
      blocks: [
        { ...intro, data: { ...intro.data, title: 'Never off' } },
        faq('f2', 'Security'),
        { id: 'c', type: 'ctaSection', data: { title: 'Call us' } },
      ],
    };
    expect(describeChanges(base, theirs)).toEqual({
      fields: [{ label: 'Status', before: 'draft', after: 'published' }],
      blocks: [
        { id: 'i', label: 'Introduction “Never off”', change: 'changed' },
        { id: 'c', label: 'Call to action “Call us”', change: 'added' },
        { id: 'f1', label: 'Frequently asked questions “Pricing”', change: 'removed' },
      ],
    });
  });

  it('tells two blocks of one type apart, and a move from a change: one block moved is one move', () => {
    const theirs: EditorDocument = {
      ...base,
      blocks: [faq('f2', 'Security, revised'), intro, faq('f1', 'Pricing')],
    };
    expect(describeChanges(base, theirs).blocks).toEqual([
      { id: 'f2', label: 'Frequently asked questions “Security, revised”', change: 'changed and moved' },
    ]);
    const moved: EditorDocument = { ...base, blocks: [intro, faq('f2', 'Security'), faq('f1', 'Pricing')] };
    expect(describeChanges(base, moved).blocks).toHaveLength(1);
    expect(describeChanges(base, moved).blocks[0]?.change).toBe('moved');
  });

  it('finds nothing in an identical document', () => {
    expect(describeChanges(base, structuredClone(base))).toEqual({ fields: [], blocks: [] });
  });
});
