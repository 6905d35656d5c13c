import { isSectionType, sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import type { FormVariant, SingleFormDescription } from '../../../../../../contract/page-content/section-form';

export interface SectionFormChoice {
  form: SingleFormDescription;
  /** The shapes the section may take (a banner: one message or slides), empty for a section with one shape. */
  variants: readonly FormVariant[];
  variant: FormVariant | undefined;
}

const isObject = (data: unknown) => typeof data === 'object' && data !== null && !Array.isArray(data);

/**
 * The form for a section as its data stands, or null when the data has a shape no form shows (an object where a
 * list belongs, hand-edited JSON): the JSON view then stays the way to repair it.
 */
export function sectionFormFor(key: string, data: unknown): SectionFormChoice | null {
  if (!isSectionType(key)) return null;
  const description = sectionCatalogue[key].form;
  if (description.shape === 'variants') {
    const variant = description.variants.find((candidate) => candidate.matches(data));
    return variant ? { form: variant.form, variants: description.variants, variant } : null;
  }
  const fits = description.shape === 'list' ? Array.isArray(data) : isObject(data);
  return fits ? { form: description, variants: [], variant: undefined } : null;
}
