import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

// Draft until the first courses are scheduled; the header hides the Learning item by default too.
export const learningPage = {
  slug: 'learning',
  title: 'Learning',
  description: `Security training from ${brand.name} practitioners for boards, engineering teams and security champions.`,
  status: 'draft',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Learning',
        subtitle: 'Training from people who do the work',
        description:
          'Short, practical courses drawn from our engagements, delivered privately for your organisation or in small open cohorts.',
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Build capability that stays',
        description:
          'Our courses are designed around the decisions each audience actually makes, from approving risk appetite to reviewing a pull request.',
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'Cyber risk for boards',
          subtitle: 'Half day · directors and executives',
          description:
            'How to set risk appetite, ask the right questions of security leaders and prepare for a major incident, including a short crisis simulation.',
        },
        {
          title: 'Secure cloud engineering',
          subtitle: 'Two days · platform and application engineers',
          description:
            'Hands-on labs covering identity, network controls, secrets handling and policy as code on a realistic multi-account environment.',
        },
        {
          title: 'Threat modelling for AI applications',
          subtitle: 'One day · product teams and architects',
          description:
            'A structured method for identifying misuse and failure modes in AI-enabled services, and for choosing proportionate controls.',
        },
      ],
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Interested in a private course?',
        description: 'We tailor content and exercises to your environment and sector.',
        primary: { text: 'Contact us', link: '/contact' },
      },
    },
  ],
} satisfies SeedPage;
