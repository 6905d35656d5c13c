import { brand } from '../../../../../contract/brand';
import type { SeedSubpage } from '../../seed-types';

/** A buyer's problem, not an offering: what it costs, what changes, and the services that get there (issue 31). */
export const solutionsAdoptingAiSafelySubpage = {
  parentSlug: 'solutions',
  slug: 'adopting-ai-safely',
  title: 'Adopting AI Safely',
  description:
    'Your teams want AI assistants, retrieval over internal documents and agents now. How to say yes without leaking data or opening a new way in.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Adopting AI without losing control of your data',
        subtitle: 'For organisations moving AI from pilots into daily work',
        description:
          'The business has asked for AI assistants and agents by next quarter. Legal wants to know where the data goes, and nobody can say which pilots already reach customer records.',
        cta: { text: 'Talk through your AI plans', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'What we usually find in the first fortnight',
        description:
          'Between 20 and 60 uses of AI, a third of them features switched on inside software the organisation already buys. Most have no named owner, and retrieval tools that answer from documents people were never meant to read.',
        description1: `None of that is a reason to stop. It is a reason to decide, use by use, what each assistant may see and do, and to test that it keeps to it. That is the work ${brand.name} does with you.`,
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'You know where AI is used, and who owns each use',
          description:
            'A living inventory, including AI inside bought software, with a risk tier and a named owner for every entry.',
          icon: 'compass',
        },
        {
          title: 'Assistants answer only from what the asker may read',
          description:
            'Retrieval that respects your existing permissions, so an assistant cannot become a way round them.',
          icon: 'lock',
        },
        {
          title: 'Agents cannot do more than the person behind them',
          description:
            'Tools invoked with the user’s own rights, high-impact actions held for a human, every call logged.',
          icon: 'users',
        },
        {
          title: 'A yes or no for the next request within a week',
          description:
            'A short, repeatable review your risk team runs, instead of every new use becoming a months-long debate.',
          icon: 'chart',
        },
      ],
    },
    {
      type: 'cards',
      data: {
        variant: 'solutions',
        title: 'The services that get you there',
        description: 'Most clients start with the first and add the others as AI use grows.',
        items: [
          {
            title: 'Securing AI systems',
            description:
              'Threat modelling, architecture review and adversarial testing of each AI service before it reaches customers.',
            icon: 'brain',
            link: '/services/securing-ai-systems',
          },
          {
            title: 'CPRM strategy and roadmapping',
            description: 'AI risk appetite and governance set at board level, and funded in the security roadmap.',
            icon: 'compass',
            link: '/services/cprm-strategy-roadmapping',
          },
          {
            title: 'AI Fusion Centre',
            description: 'Prompts, answers and tool calls watched around the clock, with playbooks for AI misuse.',
            icon: 'zap',
            link: '/services/ai-fusion-center',
          },
        ],
      },
    },
    {
      type: 'faq',
      data: {
        title: 'Adopting AI safely: what buyers ask us',
        items: [
          {
            question: 'Should we block public AI tools until we have a policy?',
            answer:
              'Blocking rarely holds: people move to personal devices. We usually recommend an approved assistant with clear rules first, then blocking what is left, so there is somewhere safe to go.',
          },
          {
            question: 'Our AI comes inside software we buy. Is this still our problem?',
            answer:
              'Yes. The supplier runs the model, but you decide what data it can reach and who may use it. We add AI questions to your supplier reviews and check the settings you control.',
          },
          {
            question: 'How long before we can say yes to the first requests?',
            answer:
              'Typically four to six weeks: two to build the inventory and rules, then the first reviews run with your team alongside ours.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'highlights',
        title: 'Bring us the AI request on your desk',
        description:
          'In a one-hour working session, a principal consultant and our AI security lead review one real use case with you and say what it would take to approve it.',
        primary: { text: 'Book a working session', link: '/contact' },
        secondary: { text: 'Securing AI systems service', link: '/services/securing-ai-systems' },
        highlights: ['One real use case, not a demo', 'A written view within a week', 'No charge, no obligation'],
      },
    },
  ],
} satisfies SeedSubpage;
