import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const solutionsPage = {
  slug: 'solutions',
  title: 'Solutions',
  description:
    'Security solutions for AI systems, zero trust access and multi-cloud environments, built from patterns proven in regulated organisations.',
  status: 'published',
  content: {
    banner: {
      title: 'Solutions',
      subtitle: 'Proven answers to the security challenges of modern organisations',
      description: `Each ${brand.name} solution combines architecture patterns, implementation support and measurable outcomes, adapted to your environment and the regulation you operate under.`,
    },
    solutionsSection: {
      title: 'Three areas where risk is changing fastest',
      description:
        'Our solutions focus on the technologies that are reshaping both how organisations operate and how they are attacked.',
      items: [
        {
          title: 'Securing AI systems',
          description:
            'Use machine learning and generative AI confidently, with governance, technical safeguards and testing proportionate to the risk.',
          icon: 'brain',
          link: '/solutions/securing-ai-systems',
        },
        {
          title: 'Zero trust security',
          description:
            'Move from network location to identity, device health and context as the basis for every access decision.',
          icon: 'lock',
          link: '/solutions/zero-trust-security',
        },
        {
          title: 'Cloud security',
          description:
            'Secure landing zones, continuous posture management and cloud-native detection that keep pace with engineering teams.',
          icon: 'cloud',
          link: '/solutions/cloud-security',
        },
      ],
    },
    solutions: [
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
    ctaSection: {
      title: 'Not sure which solution fits?',
      description:
        'Many clients start with a short resilience assessment to decide where investment will reduce the most risk.',
      primary: { text: 'Speak to an expert', link: '/contact' },
      secondary: { text: 'Cyber resilience assessment', link: '/services/cyber-resilience-assessment' },
    },
  },
} satisfies SeedPage;
