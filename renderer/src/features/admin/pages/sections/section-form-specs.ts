import { IconNameSchema } from '../../../../../../contract/page-content/fields';

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'select';
  options?: readonly string[];
}

export interface ListSpec {
  name: string;
  label: string;
  itemLabel: string;
  fields: FieldSpec[];
}

export interface SectionFormSpec {
  fields: FieldSpec[];
  lists: ListSpec[];
}

const text = (name: string, label: string): FieldSpec => ({ name, label, kind: 'text' });
const area = (name: string, label: string): FieldSpec => ({ name, label, kind: 'textarea' });
const action = (name: string, label: string) => [
  text(`${name}.text`, `${label} text`),
  text(`${name}.link`, `${label} link`),
];

const heading = [
  text('title', 'Title'),
  text('subtitle', 'Subtitle (optional)'),
  area('description', 'Description (optional)'),
];
const cards: ListSpec = {
  name: 'items',
  label: 'Cards',
  itemLabel: 'Card',
  fields: [
    text('title', 'Title'),
    area('description', 'Description'),
    { name: 'icon', label: 'Icon (optional)', kind: 'select', options: IconNameSchema.options },
    text('link', 'Link (optional)'),
  ],
};
const itemsSection: SectionFormSpec = { fields: heading, lists: [cards] };
const areaSection: SectionFormSpec = { fields: [...heading, ...action('cta', 'Button')], lists: [cards] };
const cta: SectionFormSpec = {
  fields: [
    text('title', 'Title'),
    area('description', 'Description'),
    ...action('primary', 'Primary button'),
    ...action('secondary', 'Secondary button (optional)'),
  ],
  lists: [],
};

/** Forms for the common section types; every type (these too) can also be edited as JSON. */
const specs: Record<string, SectionFormSpec> = {
  intro: {
    fields: [
      ...heading.slice(0, 2),
      area('description', 'Description (optional)'),
      area('content', 'Body text (optional)'),
    ],
    lists: [],
  },
  banner: {
    fields: [
      text('title', 'Title'),
      text('subtitle', 'Subtitle (optional)'),
      area('description', 'Description'),
      ...action('cta', 'Button (optional)'),
    ],
    lists: [],
  },
  ctaSection: cta,
  homeCtaSection: cta,
  faq: {
    fields: [text('title', 'Title'), text('subtitle', 'Subtitle (optional)')],
    lists: [
      {
        name: 'items',
        label: 'Questions',
        itemLabel: 'Question',
        fields: [text('question', 'Question'), area('answer', 'Answer')],
      },
    ],
  },
  featuresSection: itemsSection,
  solutionsSection: itemsSection,
  careersList: itemsSection,
  benefitsSection: itemsSection,
  servicesArea: areaSection,
  solutionsArea: areaSection,
};

/** The form for this section, unless its data has a shape the form cannot show (a banner with slides). */
export function formSpecFor(key: string, data: unknown): SectionFormSpec | null {
  const spec = specs[key];
  if (!spec) return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (key === 'banner' && 'slides' in data) return null;
  return spec;
}
