import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyResourcesPage = {
  slug: 'company/resources',
  title: 'Resources',
  description: `Guides, briefings and checklists from ${brand.name} consultants on cyber resilience, zero trust, cloud security and AI security.`,
  status: 'published',
  content: {
    banner: [
      {
        title: 'Resources',
        subtitle: 'Practical guidance from our consultants',
        description:
          'Free guides and briefings based on what we see in real engagements. No registration wall; if something is useful, share it.',
      },
      {
        title: 'New: a board guide to AI risk',
        subtitle: 'Eight questions directors should be able to answer',
        description: 'A short guide for non-executive directors on overseeing AI adoption without stifling it.',
        cta: { text: 'Talk to our AI security team', link: '/services/securing-ai-systems' },
      },
    ],
    sections: [
      {
        title: 'The board guide to AI risk',
        subtitle: 'Guide · 12 pages',
        description:
          'Eight questions that help boards oversee AI adoption: where AI is used, which decisions it influences, what data it can reach and how failures would be noticed. Each question comes with examples of good and weak answers.',
        cta: { text: 'Ask for a copy', link: '/contact' },
      },
      {
        title: 'Zero trust in 90 days: a realistic first phase',
        subtitle: 'Playbook',
        description:
          'How to choose a first cohort of users and applications, which quick wins are worth taking and how to measure progress without buying new tools first.',
        points: [
          'Selecting the first applications to move behind identity-aware access',
          'Phishing-resistant authentication for administrators',
          'Metrics that show reduced exposure to the board',
        ],
        cta: { text: 'Zero trust security', link: '/solutions/zero-trust-security' },
      },
      {
        title: 'Cloud guardrails checklist',
        subtitle: 'Checklist',
        description:
          'Twenty preventive controls we expect in every cloud landing zone, from blocking public storage by default to enforcing central logging and key management.',
        cta: { text: 'Cloud security services', link: '/services/cloud-security' },
      },
      {
        title: 'Ransomware recovery readiness',
        subtitle: 'Briefing',
        description:
          'The recovery capabilities that separated organisations back in operation within days from those still recovering months later, drawn from our incident response work.',
        points: [
          'Immutable, tested backups of identity systems as well as data',
          'A rehearsed decision process for isolating networks',
          'Pre-agreed communication templates for customers and regulators',
        ],
      },
    ],
  },
} satisfies SeedPage;
