import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';
import { seedArticleItems } from './seed-article-items';

export const companyNewsPage = {
  slug: 'company/news',
  title: 'News',
  description: `Company news from ${brand.name}: new services, certifications, research and community work.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'News',
        subtitle: `What is new at ${brand.name}`,
        description: 'Announcements, research and updates from across the company.',
      },
    },
    {
      type: 'articles',
      data: {
        title: `Latest from ${brand.name}`,
        subtitle: 'Announcements, research and client stories, newest first.',
        // Each piece is an article of its own (issue 30).
        items: seedArticleItems([
          'crest-accreditation',
          'prompt-injection-is-access-control',
          'regional-insurer-phishing-reduction',
          'board-questions-cyber-resilience',
          'stockholm-office-opens',
        ]),
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Talk to the people behind these advisories',
        description:
          'If an advisory touches systems you run, our research team will tell you what it means for you and what to do first.',
        primary: { text: 'Contact our research team', link: '/contact' },
        secondary: { text: 'Guides and resources', link: '/company/resources' },
      },
    },
  ],
} satisfies SeedPage;
