import { brand } from '../../../../../contract/brand';
import type { SeedSubpage } from '../../seed-types';

export const servicesAiFusionCenterSubpage = {
  parentSlug: 'services',
  slug: 'ai-fusion-center',
  title: 'AI Fusion Centre',
  description:
    'Managed detection and response: threat intelligence, detection engineering and incident response, delivered 24/7 by UK-based analysts supported by governed automation.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'AI Fusion Centre',
        subtitle: 'Managed services',
        description:
          'Round-the-clock detection and response that combines experienced analysts, threat intelligence and carefully governed automation in a single service.',
        cta: { text: 'Discuss managed detection', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Analysts and automation, each doing what they do best',
        description:
          'Security teams are overwhelmed by alerts that lack context. Our fusion centre brings threat intelligence, detection engineering and incident response together, so every alert that reaches you has been investigated and comes with a recommended action.',
        description1: `Automation handles enrichment, correlation and routine containment steps within limits you approve. ${brand.name} analysts, based in London and Manchester and security-cleared, make the judgement calls and stay accountable for them.`,
      },
    },
    {
      type: 'features',
      data: [
        {
          title: '24/7 monitoring and triage',
          description:
            'Continuous monitoring of endpoint, identity, cloud and network activity, with every escalation investigated by an analyst before it reaches you.',
          icon: 'shield',
        },
        {
          title: 'Detection engineering',
          description:
            'Detections written and tuned for your environment, mapped to MITRE ATT&CK and tested against emulated attacks before they go live.',
          icon: 'target',
        },
        {
          title: 'Intelligence-led hunting',
          description:
            'Regular threat hunts focused on the actors and techniques most relevant to your sector, informed by our intelligence partners.',
          icon: 'globe',
        },
        {
          title: 'Governed automation',
          description:
            'Machine-learning-assisted correlation and automated containment actions, each with documented limits, approval rules and a full audit trail.',
          icon: 'brain',
        },
        {
          title: 'Incident response included',
          description:
            'An incident response retainer with agreed response times, so the team that knows your environment is the team that responds.',
          icon: 'zap',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'AI Fusion Centre: questions',
        items: [
          {
            question: 'Which tools do you need us to use?',
            answer:
              'We work with the endpoint, identity and cloud security tools you already have wherever they provide adequate telemetry. If there are gaps, we recommend options but do not require you to buy from a particular vendor.',
          },
          {
            question: 'How is AI used, and who is accountable for its decisions?',
            answer:
              'Every event passes through our telemetry enrichment pipeline, which adds asset ownership, identity context, threat intelligence and the history of similar alerts before an analyst sees it. Machine-learning models then group related events and suggest a priority. Automated containment, such as isolating a laptop or disabling a session, runs only for scenarios you have approved in advance, and an analyst reviews every automated action. Accountability always sits with a named analyst, never with a model.',
          },
          {
            question: 'How quickly do you respond?',
            answer:
              'Critical alerts are investigated within 15 minutes, around the clock. Response times for each severity are defined in the service agreement and reported monthly.',
          },
          {
            question: 'Where is our data processed?',
            answer:
              'Security telemetry is processed and stored in the United Kingdom by default. Retention periods are agreed with you and typically range from 90 days to 12 months.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'See the fusion centre in action',
        description:
          'We will walk you through a real, anonymised investigation and show how the service would work in your environment.',
        primary: { text: 'Arrange a walkthrough', link: '/contact' },
        secondary: { text: 'All services', link: '/services' },
      },
    },
  ],
} satisfies SeedSubpage;
