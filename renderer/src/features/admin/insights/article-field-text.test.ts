import { describe, expect, it } from 'vitest';
import { articleFieldText } from './article-field-text';

const names = {
  people: new Map([
    [1, 'Mara Lindqvist'],
    [2, 'Priya Raman'],
  ]),
  pages: new Map([[31, 'Cloud Security']]),
};

describe('articleFieldText', () => {
  it('names authors and services, keeping an id it cannot name, and the kind by its label', () => {
    expect(articleFieldText('authorIds', [2, 1, 9], names)).toBe('Priya Raman, Mara Lindqvist, #9');
    expect(articleFieldText('relatedPageIds', [31], names)).toBe('Cloud Security');
    expect(articleFieldText('kind', 'case-study', names)).toBe('Case study');
    expect(articleFieldText('topics', ['Cloud', 'AI'], names)).toBe('Cloud, AI');
  });

  it('shows a cover by its alt text and file, and no cover as nothing', () => {
    const cover = { src: '/media/4/shields.svg', alt: 'Layered shields', width: 1200, height: 630 };
    expect(articleFieldText('cover', cover, names)).toBe('Layered shields\n/media/4/shields.svg');
    expect(articleFieldText('cover', undefined, names)).toBe('');
  });
});
