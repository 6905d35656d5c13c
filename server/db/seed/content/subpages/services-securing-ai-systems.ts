import type { SeedSubpage } from '../../seed-types';

export const servicesSecuringAiSystemsSubpage = {
  parentSlug: 'services',
  slug: 'securing-ai-systems',
  title: 'Securing AI Systems Services',
  description:
    'AI security services: threat modelling, secure architecture, adversarial testing and governance for machine-learning and generative AI applications.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Securing AI systems services',
        subtitle: 'Transformation services',
        description:
          'Practical engagements that help product, data and security teams build AI-enabled services that are safe to put in front of customers and staff.',
        cta: { text: 'Talk to our AI security team', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Engagements sized to where you are',
        description:
          'Whether you are running your first proof of concept or operating AI in production, we offer focused engagements that deliver results in weeks, not quarters.',
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'AI threat modelling',
          description:
            'Structured workshops that identify how an AI-enabled service could be misused or fail, and which controls matter most.',
          features: [
            'Data flows from sources to model to downstream actions',
            'Misuse cases such as indirect prompt injection and over-privileged tools',
            'Prioritised control recommendations',
          ],
          icon: 'target',
        },
        {
          title: 'Secure AI architecture review',
          description:
            'An independent review of retrieval, agent and integration designs before they are built or scaled.',
          features: [
            'Permission-aware retrieval design',
            'Isolation of model-invoked tools and credentials',
            'Output validation and human oversight points',
          ],
          icon: 'layers',
        },
        {
          title: 'Adversarial testing',
          description:
            'Hands-on testing of AI applications by consultants experienced in both application security and machine learning.',
          features: [
            'Prompt injection and jailbreak testing',
            'Sensitive data leakage and cross-tenant exposure',
            'Retest of fixes and regression test cases for your pipeline',
          ],
          icon: 'zap',
        },
        {
          title: 'AI governance implementation',
          description: 'Policies, risk assessment processes and controls aligned to recognised standards.',
          features: [
            'Acceptable use policy and AI risk register',
            'Alignment with ISO/IEC 42001 and the NIST AI RMF',
            'Supplier assessment questions for AI features',
          ],
          icon: 'compass',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'AI security services: questions',
        items: [
          {
            question: 'Do you test the underlying model or our application?',
            answer:
              'Mainly the application: how it assembles prompts, what data and tools it exposes and how it handles outputs. That is where most exploitable weaknesses lie. Where you train or fine-tune your own models, we also assess data and model integrity.',
          },
          {
            question: 'Can testing be repeated as our models change?',
            answer:
              'Yes. We leave behind a set of adversarial test cases your team can run in the delivery pipeline whenever prompts, models or tools change.',
          },
          {
            question: 'What do you need from us to start?',
            answer:
              'An architecture overview, access to a test environment and a product owner who can explain intended behaviour. Most engagements start within two weeks of agreement.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Building with AI?',
        description: 'Book an AI threat-modelling workshop before your next release.',
        primary: { text: 'Book a workshop', link: '/contact' },
        secondary: { text: 'Adopting AI safely', link: '/solutions/adopting-ai-safely' },
      },
    },
  ],
} satisfies SeedSubpage;
