/**
 * Compile-time proof that a form description is checked against its schema's data (`section-form-fit.ts`): each
 * marked line below must fail to typecheck (`npm run typecheck` reports an unused `@ts-expect-error` if one starts
 * to compile). The last entry is the same form spelt right, so the failures are the misspellings and nothing else.
 */
import { bannerSection } from './banner';
import { sectionCatalogue, type FormsFitSchemas } from './catalogue';
import { cultureSection } from './careers';
import { faqSection } from './faq';
import { sectionEntry } from './section-entry';
import { groupField, listField, multilineField, objectForm, textField } from './section-form';
import { teamSection } from './team';

export const misspeltField = sectionEntry({
  ...faqSection,
  // @ts-expect-error -- a misspelt top-level field: FaqSchema has `title`
  form: objectForm(textField('titel', 'Title')),
});

export const misspeltListItemField = sectionEntry({
  ...faqSection,
  // @ts-expect-error -- a misspelt field of a list's items: a FAQ item has `question`
  form: objectForm(
    listField('items', 'Questions', {
      itemLabel: 'Question',
      summaryField: 'question',
      fields: [textField('questoin', 'Question')],
    }),
  ),
});

export const misspeltSummaryField = sectionEntry({
  ...faqSection,
  // @ts-expect-error -- the field naming a folded item misspelt: a FAQ item has `question`
  form: objectForm(
    listField('items', 'Questions', {
      itemLabel: 'Question',
      summaryField: 'questoin',
      fields: [textField('question', 'Question')],
    }),
  ),
});

export const misspeltGroupField = sectionEntry({
  ...cultureSection,
  // @ts-expect-error -- a misspelt field of a group: the culture quote has `author`
  form: objectForm(groupField('quote', 'Quote', [textField('auther', 'Author')])),
});

export const misspeltVariantField = sectionEntry({
  ...bannerSection,
  form: {
    shape: 'variants',
    variants: [
      {
        label: 'One message',
        matches: () => true,
        // @ts-expect-error -- a misspelt field in one of a section's shapes: the banner has `description`
        form: objectForm(textField('title', 'Title'), multilineField('descripton', 'Description')),
        convert: (data) => data,
      },
    ],
  },
});

export const listOnAPlainField = sectionEntry({
  ...faqSection,
  // @ts-expect-error -- a list where the schema holds a string
  form: objectForm(listField('title', 'Titles', { itemLabel: 'Title', summaryField: 'question', fields: [] })),
});

export const formOfAnotherType = sectionEntry({
  ...faqSection,
  // @ts-expect-error -- the team's form on the FAQ's schema: FaqSchema has no `description` nor `members`
  form: teamSection.form,
});

const withAnotherTypesForm = { ...sectionCatalogue, faq: { ...faqSection, form: teamSection.form } };
// @ts-expect-error -- the same in the catalogue: each type's form is checked against its own schema
export const catalogueFormOfAnotherType: FormsFitSchemas<typeof withAnotherTypesForm> = withAnotherTypesForm;

export const spelledRight = sectionEntry({
  ...faqSection,
  form: objectForm(
    textField('title', 'Title'),
    listField('items', 'Questions', {
      itemLabel: 'Question',
      summaryField: 'question',
      fields: [textField('question', 'Question')],
    }),
  ),
});
