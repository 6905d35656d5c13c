import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyResourcesPage = {
  slug: 'company/resources',
  title: 'Resources',
  description: `Guides, briefings and checklists from ${brand.name} consultants on cyber resilience, zero trust, cloud security and AI security.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Resources',
        slides: [
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
      },
    },
    {
      type: 'articles',
      data: {
        title: 'Guides, briefings and case studies',
        subtitle: `What ${brand.name} consultants have learned in real engagements, written to be used. Filter by topic or type.`,
        items: [
          {
            title: 'The board guide to AI risk',
            kind: 'Guide',
            topic: 'AI security',
            author: 'Amara Boateng',
            date: '2026-11-04',
            summary:
              'Eight questions that help boards oversee AI adoption: where AI is used, which decisions it influences, what data it can reach and how failures would be noticed. Each question comes with examples of good and weak answers. Twelve pages; ask us for a copy.',
            link: '/contact',
          },
          {
            title: 'Zero trust in 90 days: a realistic first phase',
            kind: 'Playbook',
            topic: 'Zero trust',
            author: 'Daniel Okafor',
            date: '2026-09-22',
            summary:
              'How to choose a first cohort of users and applications, which quick wins are worth taking and how to measure progress without buying new tools first: selecting the first applications to move behind identity-aware access, phishing-resistant authentication for administrators, and metrics that show reduced exposure to the board.',
            link: '/solutions/hybrid-and-supplier-access',
          },
          {
            title: 'Cloud guardrails checklist',
            kind: 'Checklist',
            topic: 'Cloud security',
            author: 'Sofia Lindqvist',
            date: '2026-08-12',
            summary:
              'Twenty preventive controls we expect in every cloud landing zone, from blocking public storage by default to enforcing central logging and key management.',
            link: '/services/cloud-security',
          },
          {
            title: 'Ransomware recovery readiness',
            kind: 'Briefing',
            topic: 'Resilience',
            author: 'Marcus Reid',
            date: '2026-07-08',
            summary:
              'The recovery capabilities that separated organisations back in operation within days from those still recovering months later, drawn from our incident response work: immutable, tested backups of identity systems as well as data; a rehearsed decision process for isolating networks; and pre-agreed communication templates for customers and regulators.',
          },
          {
            title: 'Detecting identity attacks before they become incidents',
            kind: 'Playbook',
            topic: 'Detection',
            author: 'Tom Hartley',
            date: '2026-06-17',
            summary:
              'The sign-in, token and privilege-change signals our fusion centre analysts watch most closely, how to tune them so they stay quiet on a normal day, and the first hour of response when one fires.',
            link: '/services/ai-fusion-center',
          },
          {
            title: 'Cloud guardrails as code across 140 accounts',
            kind: 'Case study',
            topic: 'Cloud security',
            author: 'Sofia Lindqvist',
            date: '2026-05-05',
            summary:
              'How a logistics group replaced manual cloud reviews with preventive guardrails and posture checks as code, mapped to ISO/IEC 27001 and SOC 2, and cut public-exposure findings by 92% while its own platform team took over the pipeline.',
            link: '/solutions/cloud-under-control',
          },
          {
            title: 'Securing AI assistants: a pre-launch review',
            kind: 'Checklist',
            topic: 'AI security',
            author: 'Priya Raman',
            date: '2026-03-30',
            summary:
              'What to check before an AI assistant meets customers or staff: the data and tools it can reach, how prompt injection is contained, what is logged, and who can switch it off.',
            link: '/services/securing-ai-systems',
          },
          {
            title: 'A resilience roadmap the board could fund',
            kind: 'Case study',
            topic: 'Resilience',
            author: 'Marcus Reid',
            date: '2026-02-09',
            summary:
              'A building society turned 140 open findings into a costed, sequenced roadmap, then rehearsed recovery every quarter until restoring core services took six hours instead of three days.',
            link: '/services/cyber-resilience-assessment',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Want one of these guides walked through?',
        description:
          'The author of any guide on this page can take your team through it in an hour, applied to your own environment.',
        primary: { text: 'Ask for a walk-through', link: '/contact' },
        secondary: { text: 'Latest news and advisories', link: '/company/news' },
      },
    },
  ],
} satisfies SeedPage;
