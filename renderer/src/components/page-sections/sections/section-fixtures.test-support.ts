import type { PublicPage } from '../../../../../contract/pages';
import type { RawBlock } from '../../../../../contract/page-content/blocks';
import type { PageContent } from '../../../../../contract/page-content/page-content';
import type { ValidatedPage } from '../../../lib/api/validated-page';
import { validatePage } from '../../../lib/api/validated-page';

/** Test data: one valid example of every block type, in the shapes the seeded pages use. */
export const everySection = {
  banner: {
    title: 'Fixture banner',
    subtitle: 'Banner subtitle',
    description: 'Banner description.',
    cta: { text: 'Banner action', link: '/contact' },
  },
  intro: {
    title: 'Intro title',
    subtitle: 'Intro eyebrow',
    description: 'Intro description.',
    description1: 'Intro first paragraph.',
    description2: 'Intro second paragraph.',
    content: 'Content paragraph one.\n\nContent paragraph two.',
  },
  cards: {
    variant: 'features',
    title: 'Features section title',
    items: [{ title: 'Feature card', description: 'Feature card text.', icon: 'shield' }],
  },
  features: [{ title: 'Loose feature', description: 'Loose feature text.', link: '/services' }],
  solutions: [{ title: 'Solution row', description: 'Solution row text.', benefits: ['Solution benefit one'] }],
  services: [{ title: 'Service card', description: 'Service card text.', features: ['Service feature one'] }],
  heroCarousel: {
    title: 'Carousel title',
    slides: [
      { title: 'Carousel slide one', description: 'First slide text.' },
      { title: 'Carousel slide two', description: 'Second slide text.' },
    ],
  },
  ctaSection: {
    variant: 'plain',
    title: 'Call to action title',
    description: 'Call to action text.',
    primary: { text: 'Primary action', link: '/contact' },
  },
  teamSection: {
    title: 'Team title',
    members: [
      {
        personId: 1,
        person: {
          slug: 'ada-lovelace',
          name: 'Ada Lovelace',
          role: 'Chief Analyst',
          bio: 'Ada bio.',
          credentials: ['CISSP', 'OSCP'],
          links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' }],
        },
      },
    ],
  },
  valuesSection: { title: 'Values title', values: [{ title: 'Candour', description: 'Candour text.' }] },
  partnersSection: {
    title: 'Partners overview',
    description: 'Partners overview text.',
    partners: [{ name: 'Overview Partner', tag: 'Overview tag' }],
  },
  logoCarousel: { title: 'Logos title', logos: [{ name: 'Logo One' }, { name: 'Logo Two' }] },
  partners: [
    {
      name: 'Profile Partner',
      tag: 'Profile tag',
      description1: 'Partner description one.',
      description2: 'Partner description two.',
      keyCapabilities: [{ title: 'Capability title', aspects: ['Capability aspect'] }],
    },
  ],
  jobListingsSection: {
    title: 'Open roles',
    jobPostings: [
      {
        title: 'Fixture Engineer',
        department: 'Fixture Department',
        location: 'Fixture City',
        description: 'Posting description.',
        type: 'Full-time',
        salary: '£1 – £2',
        tags: ['Fixture tag'],
        requirements: ['Requirement one'],
        benefits: ['Benefit one'],
        responsibilities: ['Responsibility one'],
      },
    ],
  },
  benefitsSection: {
    title: 'Benefits title',
    items: [{ title: 'Pension', description: 'Pension text.', icon: 'chart' }],
  },
  cultureSection: {
    title: 'Culture title',
    items: [{ title: 'Learning', description: 'Learning text.' }],
    quote: { text: 'Culture quote text.', author: 'Quote Author', position: 'Quote Position' },
  },
  testimonials: {
    title: 'Testimonials title',
    items: [{ author: 'Client Author', position: 'CISO', company: 'Client Co', quote: 'Client quote.' }],
  },
  contactForm: { title: 'Contact form title', subjects: ['General'] },
  faq: { title: 'FAQ title', items: [{ question: 'First question?', answer: 'First answer.' }] },
  sections: [
    { title: 'Clause title', subtitle: 'Clause label', description: 'Clause text.', points: ['Clause point'] },
  ],
  overview: {
    variant: 'services',
    title: 'Services area',
    items: [{ title: 'Area card', description: 'Area card text.', link: '/services' }],
    cta: { text: 'All services', link: '/services' },
  },
  caseStudies: {
    title: 'Case studies title',
    items: [
      {
        client: 'A fixture bank',
        sector: 'Banking',
        title: 'Case study headline',
        summary: 'Case study summary.',
        outcomes: [
          { value: '63%', label: 'fewer critical findings' },
          { value: '9 days', label: 'to contain' },
        ],
        link: '/company/resources',
      },
    ],
  },
  certifications: {
    title: 'Certifications title',
    items: [
      { name: 'Fixture certificate', issuer: 'Fixture body', scope: 'Fixture scope', link: 'https://example.com/cert' },
    ],
  },
  articles: {
    title: 'Articles title',
    items: [
      {
        title: 'Older article',
        kind: 'Guide',
        topic: 'Cloud security',
        author: 'Ada Writer',
        date: '2026-03-04',
        summary: 'Older article summary.',
      },
      {
        title: 'Newer article',
        kind: 'Briefing',
        topic: 'Zero trust',
        author: 'Ben Author',
        date: '2026-10-02',
        summary: 'Newer article summary.',
        link: '/company/news',
      },
    ],
  },
} satisfies Required<PageContent>;

/** The call to action with proof points beside it (the home page's). */
export const highlightsCta = {
  variant: 'highlights',
  title: 'Home call to action',
  description: 'Home call to action text.',
  primary: { text: 'Home primary', link: '/contact' },
  secondary: { text: 'Home secondary', link: 'https://example.org/more' },
  highlights: ['Highlight one'],
} satisfies PageContent['ctaSection'];

/** A page holding `blocks` (ids given or `block-1`, `block-2`…), as the fetch gives it to the page view. */
export function pageWithBlocks(
  blocks: readonly (Omit<RawBlock, 'id'> & { id?: string })[],
  title = 'Fixture page',
): ValidatedPage<PublicPage> {
  return validatePage({
    id: 1,
    title,
    description: 'Fixture page description.',
    slug: 'fixture',
    content: {},
    blocks: blocks.map((block, index) => ({ ...block, id: block.id ?? `block-${index + 1}` })),
    updatedAt: '2025-01-01T00:00:00Z',
  });
}

/** A page with one block of each type named, in the order named: `{ faq: …, intro: … }`. */
export function pageWith(content: Record<string, unknown>, title = 'Fixture page'): ValidatedPage<PublicPage> {
  return pageWithBlocks(
    Object.entries(content).map(([type, data]) => ({ type, data })),
    title,
  );
}
