import { sectionCatalogue } from '../page-content/catalogue';
import { richTextWords } from '../rich-text/parse-rich-text';
import type { ParsedSection } from '../page-content/page-content';

/** Fields that hold addresses, icons, images or numbers rather than words a visitor reads. */
const nonTextFields = new Set([
  'link',
  'src',
  'alt',
  'icon',
  'image',
  'width',
  'height',
  'intervalSeconds',
  'logo',
  'date',
  // Which of the spec's names a merged block type stands for (`cards`, `overview`, `ctaSection`).
  'variant',
  // A team member's person, as the server fills it in: their address and profile links' addresses are not words.
  'slug',
  'url',
]);

export interface SectionText {
  title: string;
  description: string;
  /** Every readable string of the section but its title, in stored order. */
  text: string;
  /** True when the section has neither a title of its own nor any words: it makes no document. */
  empty: boolean;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    // Formatted text is searched by its words: "**bold**" is found as "bold", a link by its label.
    const trimmed = richTextWords(value.trim());
    if (trimmed !== '') into.push(trimmed);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, item] of Object.entries(value)) if (!nonTextFields.has(field)) collectStrings(item, into);
  }
}

/** Joins text pieces as sentences, so a list item does not run into the next one in a snippet. */
export function joinAsSentences(pieces: readonly string[]): string {
  return pieces
    .map((piece, index) => (index < pieces.length - 1 && !/[.!?:;]$/.test(piece) ? `${piece}.` : piece))
    .join(' ');
}

function stringField(data: unknown, field: string): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function firstListTitle(data: unknown): string | undefined {
  const list = Array.isArray(data) ? data : undefined;
  return list && list.length > 0 ? stringField(list[0], 'title') : undefined;
}

/** A section's title, description and searchable text; an empty `text` means there is nothing to find in it. */
export function sectionText(section: ParsedSection): SectionText {
  const { key, data } = section;
  const ownTitle = stringField(data, 'title');
  // A slide list has no title of its own; its first slide's headline is what the visitor sees first.
  const title = ownTitle ?? (key === 'banner' ? firstListTitle(data) : undefined) ?? sectionCatalogue[key].label;
  // Descriptions are formatted text: a result shows their words, not their markup.
  const description = richTextWords(
    stringField(data, 'description') ?? stringField(data, 'subtitle') ?? stringField(data, 'description1') ?? '',
  );

  const pieces: string[] = [];
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [field, value] of Object.entries(data)) {
      if (field !== 'title' && !nonTextFields.has(field)) collectStrings(value, pieces);
    }
  } else {
    collectStrings(data, pieces);
  }
  const text = joinAsSentences(pieces);
  return { title, description, text, empty: ownTitle === undefined && text === '' };
}
