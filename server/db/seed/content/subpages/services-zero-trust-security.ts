import type { SeedSubpage } from '../../seed-types';

export const servicesZeroTrustSecuritySubpage = {
  parentSlug: 'services',
  slug: 'zero-trust-security',
  title: 'Zero Trust Security Services',
  description:
    'Zero trust services: maturity baseline, identity and access modernisation, VPN replacement and microsegmentation, delivered in measurable phases.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Zero trust security services',
        subtitle: 'Transformation services',
        description:
          'From maturity baseline to implementation, we deliver zero trust in phases that each reduce risk measurably and keep users productive.',
        cta: { text: 'Start with a baseline', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Delivered in phases, measured at every step',
        description:
          'Each phase has a defined scope, a user and application cohort and success measures agreed in advance, so the programme can show results long before it is complete.',
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'Zero trust maturity baseline',
          description:
            'A four-week assessment of identity, devices, networks, applications and data against a zero trust maturity model.',
          features: [
            'Current and target maturity by pillar',
            'Reuse of tools you already own',
            'First-phase scope and business case',
          ],
          icon: 'compass',
        },
        {
          title: 'Identity and access modernisation',
          description: 'Strengthening identity as the control plane for every access decision.',
          features: [
            'Phishing-resistant authentication rollout',
            'Conditional access policy design',
            'Privileged access with just-in-time elevation',
          ],
          icon: 'users',
        },
        {
          title: 'VPN replacement',
          description: 'Moving users from network-level VPN access to per-application, identity-aware access.',
          features: [
            'Application discovery and grouping',
            'Pilot and phased migration',
            'Third-party and contractor access patterns',
          ],
          icon: 'lock',
        },
        {
          title: 'Microsegmentation',
          description: 'Containing compromise by restricting traffic between workloads to what is needed.',
          features: [
            'Traffic mapping from real flows',
            'Policy design by application tier',
            'Staged enforcement with rollback plans',
          ],
          icon: 'network',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Zero trust services: questions',
        items: [
          {
            question: 'How do you avoid disrupting users?',
            answer:
              'Every change is piloted with a small group first, policies start in report-only mode where the tooling allows it, and each migration wave has a tested rollback plan.',
          },
          {
            question: 'Do you implement the tools or only design?',
            answer:
              'Both. Our engineers configure and integrate the identity, access and segmentation tools you select, and hand over documented configurations and runbooks.',
          },
          {
            question: 'Can you work with our managed service provider?',
            answer:
              "Yes. We regularly design policies and patterns that a client's managed service provider then operates, and we agree responsibilities at the start.",
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Take the first measurable step',
        description: 'A zero trust maturity baseline gives you a scoped, costed first phase in four weeks.',
        primary: { text: 'Talk to us', link: '/contact' },
        secondary: { text: 'Hybrid and supplier access', link: '/solutions/hybrid-and-supplier-access' },
      },
    },
  ],
} satisfies SeedSubpage;
