import { brand } from '../../../../../contract/brand';
import type { SeedSubpage } from '../../seed-types';

export const servicesCprmStrategyRoadmappingSubpage = {
  parentSlug: 'services',
  slug: 'cprm-strategy-roadmapping',
  title: 'CPRM Strategy & Roadmapping',
  description:
    'Cyber and privacy risk management (CPRM) strategy: risk appetite, target operating model and a funded, sequenced three-year roadmap.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'CPRM strategy and roadmapping',
        subtitle: 'Advisory services',
        description:
          'A cyber and privacy risk management strategy your board can approve, your teams can deliver and your regulators can follow.',
        cta: { text: 'Discuss your strategy', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'From a list of projects to a strategy',
        description:
          'Many security programmes are a collection of well-intentioned projects with no clear link to business risk. Budgets are hard to defend and progress is hard to show.',
        description1: `${brand.name} works with your executive team to define risk appetite, assess current capability and build a roadmap that shows which investments reduce which risks, in what order and at what cost.`,
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'Risk and obligations baseline',
          description:
            'A clear view of the threats, regulatory obligations and business dependencies that shape your strategy.',
          features: [
            'Interviews with executives, risk owners and technology leaders',
            'Crown-jewel and critical business service mapping',
            'Regulatory obligations register, including data protection',
          ],
          icon: 'target',
        },
        {
          title: 'Risk appetite and principles',
          description: 'Board-approved statements that turn abstract appetite into decisions teams can apply.',
          features: [
            'Quantified tolerances for key risk scenarios',
            'Security and privacy design principles',
            'Escalation thresholds and decision rights',
          ],
          icon: 'compass',
        },
        {
          title: 'Target operating model',
          description: 'The people, processes and governance needed to manage cyber and privacy risk day to day.',
          features: [
            'Roles and responsibilities across the three lines',
            'Sourcing options: in-house, partner or managed service',
            'Metrics and reporting to the board',
          ],
          icon: 'users',
        },
        {
          title: 'Three-year roadmap',
          description: 'A sequenced, costed plan with investment cases for each initiative.',
          features: [
            'Dependencies and quick wins identified',
            'Cost ranges and resourcing for each initiative',
            'Expected risk reduction per phase',
          ],
          icon: 'chart',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Strategy and roadmapping: questions',
        items: [
          {
            question: 'What does CPRM mean?',
            answer:
              'Cyber and privacy risk management. We treat the two together because they share data, controls and governance, and regulators increasingly expect a joined-up view.',
          },
          {
            question: 'How long does a strategy engagement take?',
            answer:
              'Typically eight to twelve weeks, depending on the size of the organisation and how much existing risk information is available.',
          },
          {
            question: 'Do you stay involved after the roadmap is agreed?',
            answer:
              'If you want us to. Some clients ask us to run a quarterly roadmap review; others take the plan forward entirely with their own teams.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Ready to build a strategy the board will fund?',
        description: 'Start with a half-day workshop with your leadership team to agree scope and priorities.',
        primary: { text: 'Book a workshop', link: '/contact' },
        secondary: { text: 'All services', link: '/services' },
      },
    },
  ],
} satisfies SeedSubpage;
