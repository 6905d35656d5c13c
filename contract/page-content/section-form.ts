/**
 * How the admin edits a section, described as data next to its schema: which fields there are, what kind each
 * is (plain text, running text, a link, an image, a choice, a list of lines), and which repeat as lists of
 * items. The admin renders one generic form from it; the schema stays the judge of what may be saved.
 * No zod here: the description is plain data, so it costs nothing to whoever imports a section's types.
 */

interface FieldBase {
  /** The property of the section (or of the list item, or group) that the field edits. */
  name: string;
  label: string;
  /** Shown as "(optional)" and saved as absent when left blank. */
  optional: boolean;
}

/**
 * One line of text, several lines of text, formatted text (the Markdown subset of `rich-text/parse-rich-text.ts`,
 * edited with a toolbar; `shortRichText` without headings), or a link (an address or a site path, checked by the
 * schema).
 */
export interface TextFieldDescription extends FieldBase {
  kind: 'text' | 'multiline' | 'richText' | 'shortRichText' | 'link';
}

/** One of a fixed set of values, e.g. an icon name or a job type. */
export interface ChoiceFieldDescription extends FieldBase {
  kind: 'choice';
  options: readonly string[];
}

export interface NumberFieldDescription extends FieldBase {
  kind: 'number';
  min: number;
  max: number;
}

/** A list of short texts (bullet points, tags), edited one per line. */
export interface LinesFieldDescription extends FieldBase {
  kind: 'lines';
}

/** An image: its file, its text alternative and its size in pixels. */
export interface ImageFieldDescription extends FieldBase {
  kind: 'image';
}

/** Fields that belong together and are saved as one object, e.g. a button's text and link. */
export interface GroupFieldDescription extends FieldBase {
  kind: 'group';
  fields: readonly FieldDescription[];
}

/** Repeated items (cards, questions, slides), each with the same fields; added, removed and reordered. */
export interface ListFieldDescription extends FieldBase {
  kind: 'list';
  /** What one item is called: "Card" in "Add card", "Card 3". */
  itemLabel: string;
  /** The item field whose text names a collapsed item. */
  summaryField: string;
  fields: readonly FieldDescription[];
}

export type FieldDescription =
  | TextFieldDescription
  | ChoiceFieldDescription
  | NumberFieldDescription
  | LinesFieldDescription
  | ImageFieldDescription
  | GroupFieldDescription
  | ListFieldDescription;

/** A section stored as an object: its fields. */
export interface ObjectFormDescription {
  shape: 'object';
  fields: readonly FieldDescription[];
}

/** A section stored as a bare list (a list of services, a list of text blocks). */
export interface ListFormDescription {
  shape: 'list';
  list: ListFieldDescription;
}

export type SingleFormDescription = ObjectFormDescription | ListFormDescription;

/** One of the shapes a section may be stored in, recognised by `matches`. */
export interface FormVariant {
  label: string;
  matches: (data: unknown) => boolean;
  form: SingleFormDescription;
  /** The section's data rewritten into this shape, for switching from another shape. */
  convert: (data: unknown) => unknown;
}

/** A section that may be stored in several shapes (a banner: one message, or slides). */
export interface VariantsFormDescription {
  shape: 'variants';
  variants: readonly FormVariant[];
}

export type SectionFormDescription = SingleFormDescription | VariantsFormDescription;

type Options = { optional?: boolean };

const base = (name: string, label: string, options: Options = {}) => ({
  name,
  label,
  optional: options.optional ?? false,
});

export const textField = (name: string, label: string, options?: Options): TextFieldDescription => ({
  ...base(name, label, options),
  kind: 'text',
});

export const multilineField = (name: string, label: string, options?: Options): TextFieldDescription => ({
  ...base(name, label, options),
  kind: 'multiline',
});

export const richTextField = (name: string, label: string, options?: Options): TextFieldDescription => ({
  ...base(name, label, options),
  kind: 'richText',
});

/** Formatted text without headings (`ShortRichTextSchema`): an answer, a card's text, a biography. */
export const shortRichTextField = (name: string, label: string, options?: Options): TextFieldDescription => ({
  ...base(name, label, options),
  kind: 'shortRichText',
});

export const linkField = (name: string, label: string, options?: Options): TextFieldDescription => ({
  ...base(name, label, options),
  kind: 'link',
});

export const choiceField = (
  name: string,
  label: string,
  choices: readonly string[],
  options?: Options,
): ChoiceFieldDescription => ({ ...base(name, label, options), kind: 'choice', options: choices });

export const numberField = (
  name: string,
  label: string,
  range: { min: number; max: number },
  options?: Options,
): NumberFieldDescription => ({ ...base(name, label, options), kind: 'number', ...range });

export const linesField = (name: string, label: string, options?: Options): LinesFieldDescription => ({
  ...base(name, label, options),
  kind: 'lines',
});

export const imageField = (name: string, label: string, options?: Options): ImageFieldDescription => ({
  ...base(name, label, options),
  kind: 'image',
});

export const groupField = (
  name: string,
  label: string,
  fields: readonly FieldDescription[],
  options?: Options,
): GroupFieldDescription => ({ ...base(name, label, options), kind: 'group', fields });

export const listField = (
  name: string,
  label: string,
  item: { itemLabel: string; summaryField: string; fields: readonly FieldDescription[] },
): ListFieldDescription => ({ ...base(name, label), kind: 'list', ...item });

/** A button or text link: its words and where it leads. */
export const actionField = (name: string, label: string, options?: Options): GroupFieldDescription =>
  groupField(name, label, [textField('text', 'Text'), linkField('link', 'Link')], options);

export const objectForm = (...fields: FieldDescription[]): ObjectFormDescription => ({ shape: 'object', fields });

export const listForm = (list: ListFieldDescription): ListFormDescription => ({ shape: 'list', list });

/** The title, subtitle and description most sections open with. */
export const headingFields = (description: 'optional' | 'required' = 'optional'): FieldDescription[] => [
  textField('title', 'Title'),
  textField('subtitle', 'Subtitle', { optional: true }),
  shortRichTextField('description', 'Description', { optional: description === 'optional' }),
];
