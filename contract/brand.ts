// The consultancy is fictional; its name and contact details live here and nowhere else,
// so seed copy, the footer defaults and the page titles all follow one change.
export const brand = {
  name: 'Aegisline',
  legalName: 'Aegisline Consulting Ltd',
  tagline: 'Cyber resilience and digital transformation, engineered together.',
  officeName: 'London Headquarters',
  address: ['14 Cannon Wharf', 'Southwark', 'London SE1 9PG', 'United Kingdom'],
  phone: '+44 20 4586 2210',
  email: 'hello@aegisline.example',
  careersEmail: 'careers@aegisline.example',
  linkedin: 'https://www.linkedin.com/company/aegisline-example',
  foundedYear: 2014,
} as const;
