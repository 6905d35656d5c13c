import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const solutionsPage = {
  slug: 'solutions',
  title: 'Solutions',
  description:
    'Security solutions for AI systems, zero trust access and multi-cloud environments, built from patterns proven in regulated organisations.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Solutions',
        subtitle: 'Proven answers to the security challenges of modern organisations',
        description: `Each ${brand.name} solution combines architecture patterns, implementation support and measurable outcomes, adapted to your environment and the regulation you operate under.`,
      },
    },
    {
      type: 'cards',
      data: {
        variant: 'solutions',
        // The solutions themselves follow in detail; this band says how an engagement on any of them runs, so the
        // page does not list the same three twice.
        title: 'How a solution engagement runs',
        description:
          'Every solution follows the same three steps, so you know what comes next and what you hold at the end of each.',
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
      type: 'solutions',
      data: [
        {
          title: 'Securing AI systems',
          description:
            'An end-to-end approach covering AI governance, data protection, model supply chain and adversarial testing of AI-enabled applications.',
          benefits: [
            'An inventory of AI use with owners and risk ratings',
            'Controls against prompt injection, data leakage and model misuse',
            'Alignment with ISO/IEC 42001 and the EU AI Act where applicable',
          ],
          icon: 'brain',
          link: '/solutions/securing-ai-systems',
        },
        {
          title: 'Zero trust security',
          description:
            'A phased programme that replaces implicit trust with continuous verification, starting with the users and applications that matter most.',
          benefits: [
            'Reduced lateral movement and blast radius',
            'Phishing-resistant authentication for privileged users',
            'Simpler, auditable access for staff and third parties',
          ],
          icon: 'lock',
          link: '/solutions/zero-trust-security',
        },
        {
          title: 'Cloud security',
          description:
            'Security architecture, guardrails as code and posture management across single and multi-cloud estates.',
          benefits: [
            'Misconfigurations prevented before deployment, not found afterwards',
            'Least-privilege identity for people and workloads',
            'Continuous evidence for ISO/IEC 27001, SOC 2 and sector regulators',
          ],
          icon: 'cloud',
          link: '/solutions/cloud-security',
        },
      ],
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Not sure which solution fits?',
        description:
          'Many clients start with a short resilience assessment to decide where investment will reduce the most risk.',
        primary: { text: 'Speak to an expert', link: '/contact' },
        secondary: { text: 'Cyber resilience assessment', link: '/services/cyber-resilience-assessment' },
      },
    },
  ],
} satisfies SeedPage;
