import { describe, expect, it } from 'vitest';
import { parseRichText, richTextWords } from './parse-rich-text';
import { escapeRichText, unescapeRichText } from './rich-text-escape';
import { RichTextSchema, ShortRichTextSchema } from './rich-text-schema';

/** Plain text as staff wrote it before rich text: every marker the parser knows, where it would act. */
const plain = [
  '# Not a heading, ## nor this, **not bold**, *not italic*, _not underlined_ and 5 * 3 = 15.',
  '## Not a heading either',
  '- not a bullet',
  '* nor this',
  '1. not a numbered item; 2) nor this',
  '> not a quote',
  '```not code```',
  '[not a link](/contact) and ![no image](/x.png), a <b>tag</b> and <script>alert(1)</script>, a \\* kept',
  'C:\\Users\\staff and a trailing backslash \\',
].join('\n');

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('escapeRichText', () => {
  it('keeps plain text that has no markup as it is', () => {
    const text = 'Our team of 40 (in London & Leeds) works 24/7 - even at 3.30am; e.g. on incidents.';
    expect(escapeRichText(text)).toBe(text);
  });

  it('makes plain text full of markup valid rich text that reads exactly as it did', () => {
    const escaped = escapeRichText(plain);
    expect(ShortRichTextSchema.safeParse(escaped).error?.issues ?? []).toEqual([]);
    expect(RichTextSchema.safeParse(escaped).success).toBe(true);
    const parsed = parseRichText(escaped, { headings: false });
    // One paragraph of text: no heading, list, bold, italic or link was read from it.
    expect(parsed.ok && parsed.blocks.map((block) => block.kind)).toEqual(['paragraph']);
    expect(parsed.ok && parsed.blocks[0]?.kind === 'paragraph' && parsed.blocks[0].children).toEqual([
      { kind: 'text', text: collapsed(plain) },
    ]);
    expect(richTextWords(escaped)).toBe(collapsed(plain));
  });

  it('escapes as little as it must, so the text stays readable in the editor', () => {
    expect(escapeRichText('5 * 3, [a], <b>, a-b, 1.5 and 1. here')).toBe('5 \\* 3, \\[a], \\<b>, a-b, 1.5 and 1. here');
    expect(escapeRichText('1. One\n  - Two\n## Three')).toBe('1\\. One\n  \\- Two\n\\## Three');
  });

  it('keeps paragraphs: a blank line still separates two', () => {
    const parsed = parseRichText(escapeRichText('First * one.\n\nSecond [one].'));
    expect(parsed.ok && parsed.blocks.length).toBe(2);
  });

  it('is undone by unescapeRichText', () => {
    expect(unescapeRichText(escapeRichText(plain))).toBe(plain);
  });
});

describe('escapes in rich text', () => {
  it('are text inside formatting and links too', () => {
    expect(parseRichText('**2 \\* 3** and [a \\] b](/contact)')).toEqual({
      ok: true,
      blocks: [
        {
          kind: 'paragraph',
          children: [
            { kind: 'bold', children: [{ kind: 'text', text: '2 * 3' }] },
            { kind: 'text', text: ' and ' },
            { kind: 'link', href: '/contact', children: [{ kind: 'text', text: 'a ] b' }] },
          ],
        },
      ],
    });
  });

  it('do not hide HTML behind an escaped backslash', () => {
    expect(parseRichText('\\\\<script>alert(1)</script>').ok).toBe(false);
    expect(parseRichText('\\<script>alert(1)\\</script>').ok).toBe(true);
  });
});

describe('short rich text', () => {
  it.each(['## Heading', 'Text\n\n### Heading', '  ## Indented heading', '# Title'])(
    'refuses headings: %j',
    (source) => {
      const parsed = parseRichText(source, { headings: false });
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toContain('Headings are not used in this field');
    },
  );

  it('takes paragraphs, lists, bold, italic and links', () => {
    expect(ShortRichTextSchema.safeParse('We **secure** *change*.\n\n- [Contact](/contact)\n1. One').success).toBe(
      true,
    );
  });
});
