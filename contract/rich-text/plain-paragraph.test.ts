import { describe, expect, it } from 'vitest';
import { parseRichText } from './parse-rich-text';
import { plainParagraph } from './plain-paragraph';

const samples = [
  'We secure change.',
  '  Our team of 40 (in London & Leeds) works 24/7, even at 3.30am; e.g. on incidents!  ',
  'Costs £1,000 – or $1,200 — per day, 100% of the time: "quoted" and (bracketed).',
  'A dash - in the middle, a number 1. in the middle, an underscore_word.',
  '24/7 detection with an AI-assisted fusion centre',
  '1.5 million records, 100% of them',
  '-5 degrees',
  '2026 was a year',
  '',
  '   ',
  '**bold**',
  'a *b* c',
  '[link](/contact)',
  '5 * 3',
  'a \\* b',
  '- item',
  '  - indented item',
  '1. first',
  '12) twelfth',
  '1.\tfirst',
  '## Heading',
  'x # y',
  '> quote',
  'a > b',
  '```code```',
  '~~~',
  '<b>bold</b>',
  'a < b',
  '![image](/x.png)',
  'one\ntwo',
  'one\r\ntwo',
  'one\n\ntwo',
];

describe('plainParagraph', () => {
  it.each(samples)('agrees with the parser on %j', (source) => {
    const plain = plainParagraph(source);
    if (plain === undefined) return;
    // What it takes for plain is exactly what the parser reads: one paragraph of that text.
    expect(parseRichText(source)).toEqual({
      ok: true,
      blocks: [{ kind: 'paragraph', children: [{ kind: 'text', text: plain }] }],
    });
  });

  it('takes ordinary sentences as plain, and leaves anything that may be markup to the parser', () => {
    const plain = samples.filter((source) => plainParagraph(source) !== undefined);
    expect(plain).toEqual(samples.slice(0, 8));
  });
});
