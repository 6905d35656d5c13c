import { describe, expect, it } from 'vitest';
import { parseRichText, richTextWords } from './parse-rich-text';
import { RichTextSchema } from './rich-text-schema';

describe('parseRichText', () => {
  it('reads paragraphs, headings, lists and inline formatting', () => {
    const source = [
      '## What we collect',
      'Only what we **need**, and *nothing* else. See [our contact page](/contact).',
      '',
      '- Your name',
      '- Your **work** email',
      '',
      '1. First',
      '2. Second',
      '',
      '### Retention',
      'Kept for a year,\nthen deleted.',
    ].join('\n');
    const parsed = parseRichText(source);
    expect(parsed).toEqual({
      ok: true,
      blocks: [
        { kind: 'heading', level: 2, children: [{ kind: 'text', text: 'What we collect' }] },
        {
          kind: 'paragraph',
          children: [
            { kind: 'text', text: 'Only what we ' },
            { kind: 'bold', children: [{ kind: 'text', text: 'need' }] },
            { kind: 'text', text: ', and ' },
            { kind: 'italic', children: [{ kind: 'text', text: 'nothing' }] },
            { kind: 'text', text: ' else. See ' },
            { kind: 'link', href: '/contact', children: [{ kind: 'text', text: 'our contact page' }] },
            { kind: 'text', text: '.' },
          ],
        },
        {
          kind: 'list',
          ordered: false,
          items: [
            [{ kind: 'text', text: 'Your name' }],
            [
              { kind: 'text', text: 'Your ' },
              { kind: 'bold', children: [{ kind: 'text', text: 'work' }] },
              { kind: 'text', text: ' email' },
            ],
          ],
        },
        { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'First' }], [{ kind: 'text', text: 'Second' }]] },
        { kind: 'heading', level: 3, children: [{ kind: 'text', text: 'Retention' }] },
        { kind: 'paragraph', children: [{ kind: 'text', text: 'Kept for a year, then deleted.' }] },
      ],
    });
  });

  it('takes plain text as paragraphs, so text written before rich text existed stays valid', () => {
    expect(parseRichText('One line.\n\nAnother.')).toEqual({
      ok: true,
      blocks: [
        { kind: 'paragraph', children: [{ kind: 'text', text: 'One line.' }] },
        { kind: 'paragraph', children: [{ kind: 'text', text: 'Another.' }] },
      ],
    });
  });

  it.each([
    ['<b>bold</b>', 'HTML is not accepted'],
    ['Hello <script>alert(1)</script>', 'HTML is not accepted'],
    ['<!-- note -->', 'HTML is not accepted'],
    ['# Title', 'Headings start at level 2'],
    ['#### Deep', 'Headings go down to level 3'],
    ['> quoted', 'Quotes are not supported'],
    ['```\ncode\n```', 'Code blocks are not supported'],
    ['![logo](/brand/logo.svg)', 'Images go in image fields'],
    ['[click](javascript:alert(1))', 'Link "javascript:alert(1"'],
    ['[away](//evil.example)', 'Link "//evil.example"'],
  ])('refuses %j', (source, problem) => {
    const parsed = parseRichText(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain(problem);
  });

  it('keeps a lone asterisk or a comparison as text', () => {
    expect(richTextWords('5 * 3 < 20 and 2 > 1')).toBe('5 * 3 < 20 and 2 > 1');
  });

  it('gives the words without markup', () => {
    expect(richTextWords('## Scope\n\nWe **secure** [cloud](/services) estates.\n\n- One\n- Two')).toBe(
      'Scope We secure cloud estates. One Two',
    );
  });
});

describe('RichTextSchema', () => {
  it('accepts the subset and refuses HTML with the reason', () => {
    expect(RichTextSchema.safeParse('We **secure** change.').success).toBe(true);
    const refused = RichTextSchema.safeParse('<img src=x onerror=alert(1)>');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('HTML is not accepted: use the formatting buttons');
  });
});
