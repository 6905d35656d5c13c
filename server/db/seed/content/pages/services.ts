import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const servicesPage = {
  slug: 'services',
  title: 'Services',
  description:
    'Advisory, transformation and managed security services: strategy, resilience assessment, AI security, zero trust, cloud security and 24/7 detection and response.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Services',
        subtitle: 'Advise, transform, operate',
        description: `${brand.name} services cover the full lifecycle: setting a risk-based strategy, building the controls that deliver it and running them day to day.`,
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'CPRM strategy and roadmapping',
          description:
            'A cyber and privacy risk management (CPRM) strategy that links threats and obligations to business priorities, with a sequenced, costed roadmap.',
          features: [
            'Risk appetite statements the board can approve',
            'Target operating model for security and privacy',
            'Three-year roadmap with investment cases',
          ],
          icon: 'compass',
          link: '/services/cprm-strategy-roadmapping',
        },
        {
          title: 'Cyber resilience assessment',
          description:
            'An independent, evidence-based assessment of your ability to prevent, detect, respond to and recover from a serious cyber incident.',
          features: [
            'Control maturity against NIST CSF 2.0 and ISO/IEC 27001',
            'Scenario-based testing of response and recovery',
            'Prioritised remediation plan',
          ],
          icon: 'target',
          link: '/services/cyber-resilience-assessment',
        },
        {
          title: 'Securing AI systems',
          description:
            'Hands-on support to design, build and test AI-enabled services securely, from data pipelines to user-facing assistants.',
          features: [
            'AI threat modelling and architecture review',
            'Adversarial testing of models and applications',
            'AI governance and policy implementation',
          ],
          icon: 'brain',
          link: '/services/securing-ai-systems',
        },
        {
          title: 'Zero trust security',
          description:
            'Design and implementation of identity-centric access controls, device trust and microsegmentation, delivered in measurable phases.',
          features: [
            'Zero trust maturity baseline and target state',
            'Identity and access modernisation',
            'VPN replacement with per-application access',
          ],
          icon: 'lock',
          link: '/services/zero-trust-security',
        },
        {
          title: 'Cloud security',
          description:
            'Architecture, engineering and assurance for workloads on public cloud platforms, with guardrails delivered as code.',
          features: [
            'Secure landing zone design and build',
            'Cloud posture and entitlement management',
            'Cloud penetration testing and configuration review',
          ],
          icon: 'cloud',
          link: '/services/cloud-security',
        },
        {
          title: 'AI Fusion Centre',
          description:
            'Managed detection and response combining threat intelligence, detection engineering and incident response, available around the clock.',
          features: [
            '24/7 monitoring by UK-based analysts',
            'Detections tuned to your environment',
            'Incident response retainer included',
          ],
          icon: 'zap',
          link: '/services/ai-fusion-center',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'About our services',
        items: [
          {
            question: 'How are engagements priced?',
            answer:
              'Advisory and assessment work is usually a fixed price for an agreed scope. Transformation work is priced per phase, and managed services by the size of the monitored environment. We provide a written estimate before any commitment.',
          },
          {
            question: 'Do you work with the public sector?',
            answer:
              'Yes. We work with central and local government bodies and hold the security clearances and assurances those engagements require.',
          },
          {
            question: 'Can we start small?',
            answer:
              'Most clients do. A focused assessment or a two-week architecture review is a common first step and gives both sides a clear view before larger work is planned.',
          },
          {
            question: 'Who will actually do the work?',
            answer: `${brand.name} employees do. We do not subcontract core delivery, and the consultants named in our proposal are the ones who join your engagement.`,
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Find the right starting point',
        description:
          'Tell us about your priorities and constraints, and we will suggest the smallest engagement that would make a real difference.',
        primary: { text: 'Contact us', link: '/contact' },
        secondary: { text: 'Explore solutions', link: '/solutions' },
      },
    },
  ],
} satisfies SeedPage;
