import { describe, expect, it } from 'vitest';
import { clashItems } from './conflict-clashes';
import type { EditorDocument } from './page-editor';

const faq = (id: string, title: string, answer = 'Within the hour.') => ({
  id,
  type: 'faq',
  data: { title, items: [{ question: 'How fast?', answer }] },
});
const base: EditorDocument = {
  title: 'Retainer',
  slug: 'retainer',
  description: '',
  status: 'draft',
  blocks: [faq('f1', 'General'), faq('f2', 'Pricing')],
};

describe('clashItems', () => {
  it('lists only what both sides changed: fields with both values, blocks with the parts that differ', () => {
    const mine: EditorDocument = {
      ...base,
      title: 'Mine',
      description: 'Only mine: combines',
      blocks: [faq('f1', 'General', 'Mine.'), faq('f2', 'Pricing')],
    };
    const theirs: EditorDocument = {
      ...base,
      title: 'Theirs',
      blocks: [faq('f1', 'General', 'Theirs.'), faq('f2', 'Pricing, theirs: combines')],
    };
    expect(clashItems(base, mine, theirs)).toEqual([
      { kind: 'field', key: 'field:title', field: 'title', label: 'Title', mine: 'Mine', theirs: 'Theirs' },
      {
        kind: 'block',
        key: 'block:f1',
        id: 'f1',
        label: 'Frequently asked questions “General”',
        mine: 'changed',
        theirs: 'changed',
        rows: [{ label: 'Question 1 › Answer', mine: 'Mine.', theirs: 'Theirs.' }],
      },
    ]);
  });

  it('shows what the other side changed in a block one side removed', () => {
    const mine: EditorDocument = { ...base, blocks: [faq('f1', 'General')] };
    const theirs: EditorDocument = { ...base, blocks: [faq('f1', 'General'), faq('f2', 'Pricing', 'Theirs.')] };
    expect(clashItems(base, mine, theirs)).toEqual([
      expect.objectContaining({
        id: 'f2',
        mine: 'removed',
        theirs: 'changed',
        rows: [{ label: 'Question 1 › Answer', theirs: 'Theirs.' }],
      }),
    ]);
  });
});

describe('clashItems on an item’s own fields', () => {
  const meta = (fields: Record<string, unknown>) =>
    JSON.stringify({ kind: 'insight', authorIds: [1], topics: ['Cloud'], ...fields });
  const article: EditorDocument = { ...base, meta: meta({}) };

  it('lists each own field both changed by its label, not those one side alone changed', () => {
    const mine = { ...article, description: 'Mine', meta: meta({ authorIds: [1, 2], kind: 'guide' }) };
    const theirs = { ...article, description: 'Theirs', meta: meta({ authorIds: [3], topics: ['AI'] }) };
    const naming = {
      labels: { description: 'Summary' },
      describe: (key: string, value: unknown) => `${key}=${String(value)}`,
    };
    expect(clashItems(article, mine, theirs, naming)).toEqual([
      {
        kind: 'field',
        key: 'field:description',
        field: 'description',
        label: 'Summary',
        mine: 'Mine',
        theirs: 'Theirs',
      },
      {
        kind: 'field',
        key: 'field:meta.authorIds',
        field: 'meta.authorIds',
        label: 'Authors',
        mine: 'authorIds=1,2',
        theirs: 'authorIds=3',
      },
    ]);
  });

  it('shows an own field’s value as plain text without a describer', () => {
    const mine = { ...article, meta: meta({ topics: ['Cloud', 'Identity'] }) };
    const theirs = { ...article, meta: meta({ topics: [] }) };
    expect(clashItems(article, mine, theirs)).toEqual([
      expect.objectContaining({ label: 'Topics', mine: 'Cloud, Identity', theirs: '' }),
    ]);
  });
});
