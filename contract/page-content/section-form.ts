/**
 * How the admin edits a section, described as data next to its schema: which fields there are, what kind each
 * is (plain text, running text, a link, an image, a choice, a list of lines), and which repeat as lists of
 * items. The admin renders one generic form from it; the schema stays the judge of what may be saved.
 * No zod here: the description is plain data, so it costs nothing to whoever imports a section's types.
 *
 * Each description keeps its field names in its type (`Name`, and its parts' for a group or a list), so that its
 * catalogue entry can check them against the schema's data (`SectionFormFor`): a misspelt name fails the typecheck.
 * The unparameterised types (names any string) are what the admin's generic form reads.
 */

interface FieldBase<Name extends string> {
  /** The property of the section (or of the list item, or group) that the field edits. */
  name: Name;
  label: string;
  /** Shown as "(optional)" and saved as absent when left blank. */
  optional: boolean;
}

/**
 * One line of text, several lines of text, formatted text (the Markdown subset of `rich-text/parse-rich-text.ts`,
 * edited with a toolbar; `shortRichText` without headings), or a link (an address or a site path, checked by the
 * schema).
 */
export interface TextFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'text' | 'multiline' | 'richText' | 'shortRichText' | 'link';
}

/** One of a fixed set of values, e.g. an icon name or a job type. */
export interface ChoiceFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'choice';
  options: readonly string[];
}

export interface NumberFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'number';
  min: number;
  max: number;
}

/** A list of short texts (bullet points, tags), edited one per line. */
export interface LinesFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'lines';
}

/** An image: its file, its text alternative and its size in pixels. */
export interface ImageFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'image';
}

/**
 * People from the People collection (issue 30), in the order shown, each stored as `{ personId }`: chosen from the
 * collection rather than typed, so a person is written once. Its bounds come from the schema, as a list's do.
 */
export interface PeopleFieldDescription<Name extends string = string> extends FieldBase<Name> {
  kind: 'people';
  minItems: number;
  maxItems: number;
}

/** Fields that belong together and are saved as one object, e.g. a button's text and link. */
export interface GroupFieldDescription<
  Name extends string = string,
  Part extends FieldDescription = FieldDescription,
> extends FieldBase<Name> {
  kind: 'group';
  fields: readonly Part[];
}

/** Repeated items (cards, questions, slides), each with the same fields; added, removed and reordered. */
export interface ListFieldDescription<
  Name extends string = string,
  Part extends FieldDescription = FieldDescription,
  Summary extends string = string,
> extends FieldBase<Name> {
  kind: 'list';
  /** What one item is called: "Card" in "Add card", "Card 3". */
  itemLabel: string;
  /** The item field whose text names a collapsed item. */
  summaryField: Summary;
  fields: readonly Part[];
  /** How many items the schema allows: read from it by the catalogue entry (`sectionEntry`), unbounded until then. */
  minItems: number;
  maxItems: number;
}

export type FieldDescription =
  | TextFieldDescription
  | ChoiceFieldDescription
  | NumberFieldDescription
  | LinesFieldDescription
  | ImageFieldDescription
  | PeopleFieldDescription
  | GroupFieldDescription
  | ListFieldDescription;

/** A section stored as an object: its fields. */
export interface ObjectFormDescription<Part extends FieldDescription = FieldDescription> {
  shape: 'object';
  fields: readonly Part[];
}

/** A section stored as a bare list (a list of services, a list of text blocks). */
export interface ListFormDescription<List extends ListFieldDescription = ListFieldDescription> {
  shape: 'list';
  list: List;
}

export type SingleFormDescription = ObjectFormDescription | ListFormDescription;

/** One of the shapes a section may be stored in, recognised by `matches`. */
export interface FormVariant<Form extends SingleFormDescription = SingleFormDescription> {
  label: string;
  matches: (data: unknown) => boolean;
  form: Form;
  /** The section's data rewritten into this shape, for switching from another shape. */
  convert: (data: unknown) => unknown;
}

/** A section that may be stored in several shapes (a banner: one message, or slides). */
export interface VariantsFormDescription<Form extends SingleFormDescription = SingleFormDescription> {
  shape: 'variants';
  variants: readonly FormVariant<Form>[];
}

export type SectionFormDescription = SingleFormDescription | VariantsFormDescription;

type Options = { optional?: boolean };

// Each builder keeps the literal field name in the type it returns (`textField('title', …)` is a
// `TextFieldDescription<'title'>`), for the catalogue entry to check against the schema.
const base = <Name extends string>(name: Name, label: string, options: Options = {}) => ({
  name,
  label,
  optional: options.optional ?? false,
});

export const textField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): TextFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'text',
});

export const multilineField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): TextFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'multiline',
});

export const richTextField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): TextFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'richText',
});

/** Formatted text without headings (`ShortRichTextSchema`): an answer, a card's text, a biography. */
export const shortRichTextField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): TextFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'shortRichText',
});

export const linkField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): TextFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'link',
});

export const choiceField = <Name extends string>(
  name: Name,
  label: string,
  choices: readonly string[],
  options?: Options,
): ChoiceFieldDescription<Name> => ({ ...base(name, label, options), kind: 'choice', options: choices });

export const numberField = <Name extends string>(
  name: Name,
  label: string,
  range: { min: number; max: number },
  options?: Options,
): NumberFieldDescription<Name> => ({ ...base(name, label, options), kind: 'number', ...range });

export const linesField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): LinesFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'lines',
});

export const imageField = <Name extends string>(
  name: Name,
  label: string,
  options?: Options,
): ImageFieldDescription<Name> => ({
  ...base(name, label, options),
  kind: 'image',
});

export const peopleField = <Name extends string>(name: Name, label: string): PeopleFieldDescription<Name> => ({
  ...base(name, label),
  kind: 'people',
  minItems: 0,
  maxItems: Number.POSITIVE_INFINITY,
});

export const groupField = <Name extends string, Part extends FieldDescription>(
  name: Name,
  label: string,
  fields: readonly Part[],
  options?: Options,
): GroupFieldDescription<Name, Part> => ({ ...base(name, label, options), kind: 'group', fields });

export const listField = <Name extends string, Part extends FieldDescription, const Summary extends string>(
  name: Name,
  label: string,
  item: { itemLabel: string; summaryField: Summary; fields: readonly Part[] },
): ListFieldDescription<Name, Part, Summary> => ({
  ...base(name, label),
  kind: 'list',
  ...item,
  minItems: 0,
  maxItems: Number.POSITIVE_INFINITY,
});

/** A button or text link: its words and where it leads. */
export const actionField = <Name extends string>(name: Name, label: string, options?: Options) =>
  groupField(name, label, [textField('text', 'Text'), linkField('link', 'Link')], options);

export const objectForm = <Parts extends FieldDescription[]>(
  ...fields: Parts
): ObjectFormDescription<Parts[number]> => ({
  shape: 'object',
  fields,
});

export const listForm = <List extends ListFieldDescription>(list: List): ListFormDescription<List> => ({
  shape: 'list',
  list,
});

/** The title, subtitle and description most sections open with. */
export const headingFields = (description: 'optional' | 'required' = 'optional') => [
  textField('title', 'Title'),
  textField('subtitle', 'Subtitle', { optional: true }),
  shortRichTextField('description', 'Description', { optional: description === 'optional' }),
];
