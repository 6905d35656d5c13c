import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';
import { seedArticleItems } from './seed-article-items';

export const companyResourcesPage = {
  slug: 'company/resources',
  title: 'Resources',
  description: `Guides, briefings and checklists from ${brand.name} consultants on cyber resilience, zero trust, cloud security and AI security.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Resources',
        slides: [
          {
            title: 'Resources',
            subtitle: 'Practical guidance from our consultants',
            description:
              'Free guides and briefings based on what we see in real engagements. No registration wall; if something is useful, share it.',
          },
          {
            title: 'New: a board guide to AI risk',
            subtitle: 'Eight questions directors should be able to answer',
            description: 'A short guide for non-executive directors on overseeing AI adoption without stifling it.',
            cta: { text: 'Talk to our AI security team', link: '/services/securing-ai-systems' },
          },
        ],
      },
    },
    {
      type: 'articles',
      data: {
        title: 'Guides, briefings and case studies',
        subtitle: `What ${brand.name} consultants have learned in real engagements, written to be used. Filter by topic or type.`,
        // Every guide, briefing and case study is an article of its own (issue 30).
        items: seedArticleItems([
          'log4shell-still-in-production',
          'prompt-injection-is-access-control',
          'regional-insurer-phishing-reduction',
          'zero-trust-in-eight-steps',
          'dependency-confusion-private-registries',
          'first-tabletop-exercise',
          'payments-platform-aws-pci-scope',
          'cloud-landing-zone-guard-rails',
        ]),
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Want one of these guides walked through?',
        description:
          'The author of any guide on this page can take your team through it in an hour, applied to your own environment.',
        primary: { text: 'Ask for a walk-through', link: '/contact' },
        secondary: { text: 'Latest news and advisories', link: '/company/news' },
      },
    },
  ],
} satisfies SeedPage;
