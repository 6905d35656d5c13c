import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

/**
 * Solutions are the problems buyers arrive with, each page written from the buyer's side and linking to the services
 * that solve it; Services are what the firm does (issue 31: the two used to hold the same three topics).
 */
export const solutionsPage = {
  slug: 'solutions',
  title: 'Solutions',
  description:
    'Start from the problem on your desk: adopting AI without leaking data, access for hybrid staff and suppliers, a cloud estate that outgrew its controls.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Solutions',
        subtitle: 'Start from the problem on your desk',
        description: `Most people come to ${brand.name} with a problem rather than a service in mind. These are the ones we are asked to solve most often, what changes once they are solved, and the services that get you there.`,
      },
    },
    {
      type: 'solutions',
      data: [
        {
          title: 'Adopting AI without losing control of your data',
          description:
            'The business wants AI assistants and agents now; nobody can yet say what each one may see or do.',
          benefits: [
            'Every use of AI known, risk-rated and owned',
            'Assistants that answer only from what the asker may read',
            'A yes or no for the next request within a week',
          ],
          icon: 'brain',
          link: '/solutions/adopting-ai-safely',
        },
        {
          title: 'One stolen login should not open the whole network',
          description:
            'Remote staff and suppliers share one VPN onto a flat network, so a single phished account can reach almost anything.',
          benefits: [
            'Access per application, never to the network',
            'Administrators protected by phishing-resistant sign-in',
            'Supplier access that ends when the contract does',
          ],
          icon: 'lock',
          link: '/solutions/hybrid-and-supplier-access',
        },
        {
          title: 'A cloud estate that grew faster than its controls',
          description:
            'Hundreds of accounts, findings nobody owns, and audit preparation that takes the platform team off delivery for weeks.',
          benefits: [
            'Unsafe changes stopped in the pipeline',
            'Every finding routed to the team that owns it',
            'Audit evidence from controls you already run',
          ],
          icon: 'cloud',
          link: '/solutions/cloud-under-control',
        },
      ],
    },
    {
      type: 'cards',
      data: {
        variant: 'solutions',
        title: 'How we work on a problem',
        description:
          'Whichever problem you bring, the work runs in three steps, so you know what comes next and what you hold at the end of each.',
        items: [
          {
            title: 'Assess where you stand',
            description:
              'Two to four weeks of interviews, configuration review and testing, ending in a prioritised, costed plan rather than a list of gaps.',
            icon: 'compass',
          },
          {
            title: 'Design and build with your teams',
            description:
              'Our engineers work in your repositories and pipelines, so the controls arrive as code your people can run and change.',
            icon: 'layers',
          },
          {
            title: 'Operate, measure, improve',
            description:
              'Agreed measures reported each quarter, and a hand-over or a managed service, whichever suits you, never a lock-in.',
            icon: 'chart',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Your problem is not on this page?',
        description:
          'Describe it in a few lines. A principal consultant replies within two working days with an honest view of whether we are the right people to solve it.',
        primary: { text: 'Describe your problem', link: '/contact' },
        secondary: { text: 'Browse our services', link: '/services' },
      },
    },
  ],
} satisfies SeedPage;
