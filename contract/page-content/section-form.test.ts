import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { sectionCatalogue, sectionTypes, type SectionType } from './catalogue';
import { arrayBounds, arrayShapes, itemSchemas, objectShapes, propertySchemas } from './list-bounds';
import type { FieldDescription, ListFieldDescription, SingleFormDescription } from './section-form';

type Schema = z.core.$ZodType;

/**
 * Schema properties the admin's form leaves alone on purpose, as `type: path` (`items[].x` for a list item's `x`).
 * The form carries them through untouched (`section-form-values.ts`); none today.
 */
const notEdited: ReadonlySet<string> = new Set<string>([]);

/** What is wrong between a form's fields and the object shapes they edit: properties left out, names made up. */
function mismatches(type: SectionType, fields: readonly FieldDescription[], schemas: Schema[], path: string): string[] {
  const properties = new Set(objectShapes(schemas).flatMap((shape) => Object.keys(shape._zod.def.shape)));
  const described = new Set(fields.map((field) => field.name));
  const problems: string[] = [];
  for (const property of properties) {
    const where = `${type}: ${path}${property}`;
    if (described.has(property) && notEdited.has(where))
      problems.push(`${where} is described and listed as not edited`);
    if (!described.has(property) && !notEdited.has(where)) problems.push(`${where} is in the schema, not in the form`);
  }
  for (const field of fields) {
    const where = `${type}: ${path}${field.name}`;
    if (!properties.has(field.name)) problems.push(`${where} is in the form, not in the schema`);
    const values = propertySchemas(schemas, field.name);
    if (field.kind === 'list') problems.push(...listMismatches(type, field, values, `${path}${field.name}`));
    if (field.kind === 'group') problems.push(...mismatches(type, field.fields, values, `${path}${field.name}.`));
    if ((field.kind === 'group' || field.kind === 'image') && objectShapes(values).length === 0)
      problems.push(`${where} is a ${field.kind} in the form, not an object in the schema`);
    if (field.kind === 'lines' && arrayShapes(values).length === 0)
      problems.push(`${where} is lines in the form, not a list in the schema`);
  }
  return problems;
}

function listMismatches(type: SectionType, list: ListFieldDescription, schemas: Schema[], path: string): string[] {
  if (arrayShapes(schemas).length === 0) return [`${type}: ${path} is a list in the form, not in the schema`];
  const items = itemSchemas(schemas);
  const summary = objectShapes(items).some((shape) => list.summaryField in shape._zod.def.shape);
  return [
    ...(summary ? [] : [`${type}: ${path}[] has no ${list.summaryField} to name a folded item`]),
    ...mismatches(type, list.fields, items, `${path}[].`),
  ];
}

/** A form fits the schema when it fits one of the schema's shapes exactly (a banner's form, one of its three). */
function formMismatches(type: SectionType, form: SingleFormDescription): string[] {
  const { schema } = sectionCatalogue[type];
  const attempts =
    form.shape === 'list'
      ? arrayShapes([schema]).map((shape) => listMismatches(type, form.list, [shape], ''))
      : objectShapes([schema]).map((shape) => mismatches(type, form.fields, [shape], ''));
  if (attempts.length === 0) return [`${type}: the schema has no ${form.shape === 'list' ? 'list' : 'object'} shape`];
  return attempts.reduce((best, attempt) => (attempt.length < best.length ? attempt : best));
}

type FormCase = readonly [name: string, type: SectionType, form: SingleFormDescription];

const singleForms = sectionTypes.flatMap((type): FormCase[] => {
  const { form } = sectionCatalogue[type];
  return form.shape === 'variants'
    ? form.variants.map((variant) => [`${type} (${variant.label})`, type, variant.form])
    : [[type, type, form]];
});

function listsOf(fields: readonly FieldDescription[]): ListFieldDescription[] {
  return fields.flatMap((field) =>
    field.kind === 'list' ? [field, ...listsOf(field.fields)] : field.kind === 'group' ? listsOf(field.fields) : [],
  );
}

const listOf = (form: SingleFormDescription, name: string): ListFieldDescription | undefined =>
  listsOf(form.shape === 'list' ? [form.list] : form.fields).find((list) => list.name === name);

describe('the catalogue forms against their schemas', () => {
  it('walks every type', () => {
    expect(singleForms.length).toBeGreaterThanOrEqual(sectionTypes.length);
  });

  it.each(singleForms)('%s describes every property of its schema, and only those', (_name, type, form) => {
    expect(formMismatches(type, form)).toEqual([]);
  });

  it('notices a property the form leaves out and a field the schema does not have', () => {
    const faq = sectionCatalogue.faq.form;
    if (faq.shape !== 'object') throw new Error('the FAQ is an object');
    const [title, , items] = faq.fields;
    if (!title || items?.kind !== 'list') throw new Error('the FAQ form changed: update this test');
    const misspelt = { ...items, fields: [{ ...items.fields[0], name: 'questoin' }, ...items.fields.slice(1)] };
    expect(formMismatches('faq', { shape: 'object', fields: [title, misspelt] })).toEqual([
      'faq: subtitle is in the schema, not in the form',
      'faq: items[].question is in the schema, not in the form',
      'faq: items[].questoin is in the form, not in the schema',
    ]);
  });
});

describe('list bounds', () => {
  it.each(singleForms)('%s: every list has the bounds of its schema', (_name, _type, form) => {
    for (const list of listsOf(form.shape === 'list' ? [form.list] : form.fields))
      expect(Number.isFinite(list.maxItems), `${list.name || 'the list'} has no upper bound`).toBe(true);
  });

  it.each([
    ['faq', 'items', 1, 40],
    ['jobListingsSection', 'jobPostings', 0, 100],
    ['heroCarousel', 'slides', 1, 8],
    ['partners', '', 1, 40],
    ['partners', 'keyCapabilities', 1, 8],
    ['caseStudies', 'outcomes', 1, 4],
  ] as const)('%s %s: from %i to %i items', (type, name, minItems, maxItems) => {
    const form = sectionCatalogue[type].form;
    if (form.shape === 'variants') throw new Error(`${type} has one shape`);
    expect(listOf(form, name)).toMatchObject({ minItems, maxItems });
  });

  it("reads a banner's slides in every shape that has them", () => {
    const form = sectionCatalogue.banner.form;
    if (form.shape !== 'variants') throw new Error('the banner has several shapes');
    const slides = form.variants.map((variant) => listOf(variant.form, 'slides'));
    expect(slides.filter(Boolean)).toHaveLength(2);
    for (const list of slides.filter(Boolean)) expect(list).toMatchObject({ minItems: 1, maxItems: 8 });
  });

  it('reads the checks of an array schema', () => {
    expect(arrayBounds(z.array(z.string()))).toEqual({ minItems: 0, maxItems: Number.POSITIVE_INFINITY });
    expect(arrayBounds(z.array(z.string()).check(z.minLength(2), z.maxLength(5)))).toEqual({
      minItems: 2,
      maxItems: 5,
    });
    expect(arrayBounds(z.array(z.string()).check(z.length(3)))).toEqual({ minItems: 3, maxItems: 3 });
  });
});
