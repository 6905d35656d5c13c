import { describe, expect, it } from 'vitest';
import { describeDocumentChanges } from './describe-changes';

const intro = { id: 'a', type: 'intro', data: { title: 'Hello' } };
const faq = { id: 'b', type: 'faq', data: { title: 'Questions' } };
const text = { id: 'c', type: 'sections', data: [{ title: 'Scope' }] };
const page = { title: 'Page', slug: 'page', description: '', status: 'draft', blocks: [intro, faq, text] };

describe('describeDocumentChanges', () => {
  it('names the types of blocks added, removed or changed, by id', () => {
    const blocks = [{ ...intro, data: { title: 'Hi' } }, faq, { ...text, id: 'd' }];
    expect(describeDocumentChanges(page, { ...page, blocks })).toBe('Changed: blocks intro, sections');
    expect(describeDocumentChanges(page, { ...page, blocks: [intro, text] })).toBe('Changed: blocks faq');
  });

  it('says blocks moved without calling them changed, and a save of the same blocks changed nothing', () => {
    expect(describeDocumentChanges(page, { ...page, blocks: [faq, intro, text] })).toBe('Changed: block order');
    expect(describeDocumentChanges(page, { ...page, blocks: [intro, faq] })).toBe('Changed: blocks sections');
    expect(describeDocumentChanges(page, { ...page })).toBe('Saved without changes');
  });
});
