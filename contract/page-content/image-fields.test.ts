import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { sectionCatalogue, sectionTypes, type SectionType } from './catalogue';
import { itemSchemas, objectShapes, propertySchemas } from './list-bounds';
import type { FieldDescription, SingleFormDescription } from './section-form';

type Schema = z.core.$ZodType;

/** What an editor must never be asked for (issue 29): a picture is chosen from the library, not typed in. */
const pathOrPixels = /image file|path|in pixels|width|height/i;

interface Found {
  images: string[];
  problems: string[];
}

/**
 * Walks a form beside its schema: a property the schema stores as a picture (an object with a `src`) must be an
 * image field, which the admin draws as the media library picker; any other kind would show its address or size
 * as inputs. No label may ask for a file path or pixels either.
 */
function walk(fields: readonly FieldDescription[], schemas: Schema[], path: string, found: Found): void {
  for (const field of fields) {
    const where = `${path}${field.name}`;
    const values = propertySchemas(schemas, field.name);
    if (pathOrPixels.test(field.label)) found.problems.push(`${where} asks for "${field.label}"`);
    const isPicture = objectShapes(values).some((shape) => 'src' in shape._zod.def.shape);
    if (isPicture && field.kind !== 'image') found.problems.push(`${where} is a picture edited as a ${field.kind}`);
    if (field.kind === 'image') found.images.push(where);
    if (field.kind === 'group') walk(field.fields, values, `${where}.`, found);
    if (field.kind === 'list') walk(field.fields, itemSchemas(values), `${where}[].`, found);
  }
}

function imageFields(type: SectionType, form: SingleFormDescription): Found {
  const found: Found = { images: [], problems: [] };
  const schemas = [sectionCatalogue[type].schema];
  if (form.shape === 'list') walk(form.list.fields, itemSchemas(schemas), '[].', found);
  else walk(form.fields, schemas, '', found);
  return found;
}

const singleForms = sectionTypes.flatMap((type): [string, SectionType, SingleFormDescription][] => {
  const { form } = sectionCatalogue[type];
  return form.shape === 'variants'
    ? form.variants.map((variant) => [`${type} (${variant.label})`, type, variant.form])
    : [[type, type, form]];
});

describe('image fields in the section forms', () => {
  it.each(singleForms)('%s edits every picture with the picker, with no path or pixel inputs', (_n, type, form) => {
    expect(imageFields(type, form).problems).toEqual([]);
  });

  it('finds every section picture (a new one is added here once its form draws the picker)', () => {
    const images = singleForms.flatMap(([name, type, form]) =>
      imageFields(type, form).images.map((where) => `${name}: ${where}`),
    );
    expect(images).toEqual([
      'banner (One message): artwork',
      'banner (Slides): slides[].image',
      'banner (Slides): artwork',
      'banner (Slides without a page title): [].image',
      'intro: image',
      'heroCarousel: slides[].image',
      'ctaSection: artwork',
      'partnersSection: partners[].logo',
      'logoCarousel: logos[].image',
      'partners: [].logo',
      'caseStudies: items[].logo',
      'certifications: items[].logo',
    ]);
  });

  it('notices a picture edited as its parts', () => {
    const form = sectionCatalogue.heroCarousel.form;
    if (form.shape !== 'object') throw new Error('the hero carousel is an object');
    const asParts = (field: FieldDescription): FieldDescription => {
      if (field.kind === 'list') return { ...field, fields: field.fields.map(asParts) };
      if (field.kind !== 'image') return field;
      const part = { optional: false, kind: 'text' } as const;
      return {
        ...field,
        kind: 'group',
        fields: [
          { ...part, name: 'src', label: 'Image file' },
          { ...part, name: 'alt', label: 'Alt text' },
          { name: 'width', label: 'Width in pixels', optional: false, kind: 'number', min: 1, max: 10_000 },
        ],
      };
    };
    expect(imageFields('heroCarousel', { shape: 'object', fields: form.fields.map(asParts) }).problems).toEqual([
      'slides[].image is a picture edited as a group',
      'slides[].image.src asks for "Image file"',
      'slides[].image.width asks for "Width in pixels"',
    ]);
  });
});
