import * as z from 'zod/mini';
import type {
  FieldDescription,
  ListFieldDescription,
  SectionFormDescription,
  SingleFormDescription,
} from './section-form';

/**
 * A form's lists get their bounds (how few and how many items) from the schema they edit, so the admin's "Add" and
 * "Remove" stop where the schema would refuse the save, with no second copy of the numbers to drift.
 */

type Schema = z.core.$ZodType;

/** The schemas a value may match at one place: through optional and nullable wrappers, across a union's options. */
export function shapesOf(schema: Schema): Schema[] {
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable)
    return shapesOf(schema._zod.def.innerType);
  if (schema instanceof z.core.$ZodUnion) return schema._zod.def.options.flatMap(shapesOf);
  return [schema];
}

export const objectShapes = (schemas: readonly Schema[]): z.core.$ZodObject[] =>
  schemas.flatMap(shapesOf).filter((shape) => shape instanceof z.core.$ZodObject);

export const arrayShapes = (schemas: readonly Schema[]): z.core.$ZodArray[] =>
  schemas.flatMap(shapesOf).filter((shape) => shape instanceof z.core.$ZodArray);

/** The schemas of the property `name` of whichever of `schemas` are objects. */
export const propertySchemas = (schemas: readonly Schema[], name: string): Schema[] =>
  objectShapes(schemas).flatMap((shape) => shape._zod.def.shape[name] ?? []);

/** The schemas of the items of whichever of `schemas` are arrays. */
export const itemSchemas = (schemas: readonly Schema[]): Schema[] =>
  arrayShapes(schemas).map((shape) => shape._zod.def.element);

/** How many items an array schema's checks allow. */
export function arrayBounds(array: z.core.$ZodArray): { minItems: number; maxItems: number } {
  let minItems = 0;
  let maxItems = Number.POSITIVE_INFINITY;
  for (const check of array._zod.def.checks ?? []) {
    if (check instanceof z.core.$ZodCheckMinLength) minItems = Math.max(minItems, check._zod.def.minimum);
    if (check instanceof z.core.$ZodCheckMaxLength) maxItems = Math.min(maxItems, check._zod.def.maximum);
    if (check instanceof z.core.$ZodCheckLengthEquals)
      [minItems, maxItems] = [check._zod.def.length, check._zod.def.length];
  }
  return { minItems, maxItems };
}

/** `field` with its list bounds, and its parts', read from the schemas its value may match. */
function boundField(field: FieldDescription, schemas: readonly Schema[]): FieldDescription {
  if (field.kind === 'list') return boundList(field, schemas);
  if (field.kind === 'people') {
    const [array] = arrayShapes(schemas);
    return array ? { ...field, ...arrayBounds(array) } : field;
  }
  if (field.kind !== 'group') return field;
  return { ...field, fields: field.fields.map((part) => boundField(part, propertySchemas(schemas, part.name))) };
}

function boundList(list: ListFieldDescription, schemas: readonly Schema[]): ListFieldDescription {
  const [array] = arrayShapes(schemas);
  const items = itemSchemas(schemas);
  return {
    ...list,
    ...(array ? arrayBounds(array) : {}),
    fields: list.fields.map((part) => boundField(part, propertySchemas(items, part.name))),
  };
}

function boundForm(form: SingleFormDescription, schema: Schema): SingleFormDescription {
  if (form.shape === 'list') return { ...form, list: boundList(form.list, [schema]) };
  return { ...form, fields: form.fields.map((field) => boundField(field, propertySchemas([schema], field.name))) };
}

/** A section's form with the bounds of every list it edits read from the section's schema. */
export function withListBounds<Form extends SectionFormDescription>(form: Form, schema: Schema): Form {
  const bound: SectionFormDescription =
    form.shape === 'variants'
      ? { ...form, variants: form.variants.map((variant) => ({ ...variant, form: boundForm(variant.form, schema) })) }
      : boundForm(form, schema);
  // The same description with numbers filled in: its shape and names, which `Form` records, are unchanged.
  return bound as Form;
}
