/** What a newly added section starts with: valid where a sensible default exists, so a save is not blocked. */
const templates: Record<string, unknown> = {
  intro: { title: 'New introduction' },
  banner: { title: 'New banner', description: 'Describe the page in a sentence or two.' },
  ctaSection: {
    title: 'Ready to talk?',
    description: 'Tell us about your project.',
    primary: { text: 'Contact us', link: '/contact' },
  },
  homeCtaSection: {
    title: 'Ready to talk?',
    description: 'Tell us about your project.',
    primary: { text: 'Contact us', link: '/contact' },
  },
  faq: { title: 'Frequently asked questions', items: [{ question: 'New question?', answer: 'The answer.' }] },
  sections: [{ title: 'New text block', description: 'Text.' }],
};

const itemsTemplate = { title: 'New section', items: [{ title: 'New card', description: 'Describe it.' }] };
const itemsKeys = [
  'featuresSection',
  'solutionsSection',
  'careersList',
  'benefitsSection',
  'servicesArea',
  'solutionsArea',
];

export function sectionTemplate(key: string): unknown {
  if (itemsKeys.includes(key)) return structuredClone(itemsTemplate);
  return structuredClone(templates[key] ?? {});
}
