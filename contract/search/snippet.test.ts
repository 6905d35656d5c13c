import { describe, expect, it } from 'vitest';
import { foldCase } from './case-fold';
import { makeSnippet, previewDescription } from './snippet';

const snippetOf = (text: string, term: string) => makeSnippet(text, foldCase(text), foldCase(term));
const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map(({ start, end }) => text.slice(start, end));

const long =
  'Every event passes through our telemetry enrichment pipeline, which adds asset ownership, identity context and threat intelligence before an analyst sees it.';

describe('snippets', () => {
  it('keeps about 35 characters either side of a match in the middle, with ellipses at both ends', () => {
    const { text, highlights } = snippetOf(long, 'enrichment');
    expect(text.startsWith('...')).toBe(true);
    expect(text.endsWith('...')).toBe(true);
    expect(text).toBe('...event passes through our telemetry enrichment pipeline, which adds asset...');
    expect(marked(text, highlights)).toEqual(['enrichment']);
    const [before, after] = text.slice(3, -3).split('enrichment');
    for (const side of [before ?? '', after ?? '']) expect(side.length).toBeLessThanOrEqual(36);
  });

  it('cuts only the end when the match is near the start, and only the start when it is near the end', () => {
    const head = snippetOf(long, 'every event');
    expect(head.text.startsWith('Every event')).toBe(true);
    expect(head.text.endsWith('...')).toBe(true);
    const tail = snippetOf(long, 'analyst sees it.');
    expect(tail.text.startsWith('...')).toBe(true);
    expect(tail.text.endsWith('analyst sees it.')).toBe(true);
  });

  it('does not cut words in half', () => {
    const { text } = snippetOf(long, 'asset');
    const words = text.replace(/^\.\.\.|\.\.\.$/g, '').split(' ');
    for (const word of words) expect(long.split(' ')).toContain(word);
  });

  it('shows the first 150 characters when the match is not in the text', () => {
    const { text, highlights } = snippetOf(long, 'fusion centre');
    expect(text).toBe(`${long.slice(0, 150).trimEnd()}...`);
    expect(highlights).toEqual([]);
    expect(snippetOf('Short text.', 'absent').text).toBe('Short text.');
  });

  it('leaves a short text whole and marks every match in it, whatever the case', () => {
    const { text, highlights } = snippetOf('Cloud security for cloud teams.', 'CLOUD');
    expect(text).toBe('Cloud security for cloud teams.');
    expect(marked(text, highlights)).toEqual(['Cloud', 'cloud']);
  });
});

describe('description preview', () => {
  it('shows descriptions at 60 characters', () => {
    const description = 'Detection and response: threat intelligence, detection engineering and incident response.';
    const preview = previewDescription(description, 'detection');
    expect(preview.text).toBe('Detection and response: threat intelligence, detection engin...');
    expect(preview.text).toHaveLength(60 + 3);
    expect(marked(preview.text, preview.highlights)).toEqual(['Detection', 'detection']);
  });

  it('keeps a description of 60 characters or fewer as it is', () => {
    const sixty = 'x'.repeat(60);
    expect(previewDescription(sixty, 'y').text).toBe(sixty);
  });
});
