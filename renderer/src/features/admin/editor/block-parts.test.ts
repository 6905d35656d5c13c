import { describe, expect, it } from 'vitest';
import { blockParts, differingParts } from './block-parts';

describe('blockParts', () => {
  it('names each part as the block’s form labels it: list items by their own name, lines as one text', () => {
    const faq = { title: 'Pricing', items: [{ question: 'Fixed?', answer: 'Yes.' }], legacyKey: 3 };
    expect([...blockParts({ type: 'faq', data: faq })]).toEqual([
      ['Title', 'Pricing'],
      ['Question 1 › Question', 'Fixed?'],
      ['Question 1 › Answer', 'Yes.'],
      ['Legacy key', '3'],
    ]);
    expect([...blockParts({ type: 'intro', data: { title: 'Hi', description: 'Lead.' } })]).toEqual([
      ['Title', 'Hi'],
      ['Lead paragraph', 'Lead.'],
    ]);
  });

  it('names the entries of a block stored as a list, and the parts of a type it does not know by their keys', () => {
    const parts = blockParts({ type: 'sections', data: [{ title: 'Scope', description: 'What we do.' }] });
    expect([...parts.keys()]).toEqual(['Text block 1 › Title', 'Text block 1 › Text']);
    expect([...blockParts({ type: 'gone', data: { someField: ['a'] } })]).toEqual([['Some field › 1', 'a']]);
  });
});

describe('differingParts', () => {
  it('lists only the parts two versions disagree about, with each side’s text', () => {
    const before = { type: 'intro', data: { title: 'Hi', description: 'Lead.', subtitle: 'Sub' } };
    const after = { type: 'intro', data: { title: 'Hi', description: 'New lead.' } };
    expect(differingParts(before, after)).toEqual([
      { label: 'Lead paragraph', a: 'Lead.', b: 'New lead.' },
      { label: 'Subtitle', a: 'Sub', b: undefined },
    ]);
  });
});
