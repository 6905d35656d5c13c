import { describe, expect, it } from 'vitest';
import { describeChanges } from './conflict-changes';
import type { EditorDocument } from './page-editor';

const intro = { title: 'Always on', description: 'Our analysts watch.' };
const faq = { title: 'Questions', items: [] };
const base: EditorDocument = {
  title: 'Managed SOC',
  slug: 'managed-soc',
  description: '',
  status: 'draft',
  content: { intro, faq },
};

describe('describeChanges', () => {
  it('names each changed field with both values, and which sections were added, removed or changed', () => {
    const theirs: EditorDocument = {
      ...base,
      status: 'published',
      content: { intro: { ...intro, title: 'Never off' }, ctaSection: { title: 'Call us' } },
    };
    expect(describeChanges(base, theirs)).toEqual({
      fields: [{ label: 'Status', before: 'draft', after: 'published' }],
      sections: [
        { label: 'Introduction', change: 'changed' },
        { label: 'Frequently asked questions', change: 'removed' },
        { label: 'Call to action', change: 'added' },
      ],
      reordered: false,
    });
  });

  it('tells a reorder apart from a change, and finds nothing in an identical document', () => {
    expect(describeChanges(base, { ...base, content: { faq, intro } })).toEqual({
      fields: [],
      sections: [],
      reordered: true,
    });
    expect(describeChanges(base, structuredClone(base))).toEqual({ fields: [], sections: [], reordered: false });
  });
});
