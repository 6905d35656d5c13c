import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyNewsPage = {
  slug: 'company/news',
  title: 'News',
  description: `Company news from ${brand.name}: new services, certifications, research and community work.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'News',
        subtitle: `What is new at ${brand.name}`,
        description: 'Announcements, research and updates from across the company.',
      },
    },
    {
      type: 'articles',
      data: {
        title: `Latest from ${brand.name}`,
        subtitle: 'Announcements, certifications, research and community work, newest first.',
        items: [
          {
            title: 'AI Fusion Centre expands to 24/7 coverage from two UK locations',
            kind: 'Company news',
            topic: 'Managed services',
            author: 'Tom Hartley',
            date: '2026-10-14',
            summary:
              'Our managed detection and response service now operates from London and Manchester, giving clients resilient round-the-clock coverage with analysts who remain UK-based and security-cleared.',
            link: '/services/ai-fusion-center',
          },
          {
            title: 'ISO/IEC 27001:2022 recertification completed',
            kind: 'Certification',
            topic: 'Assurance',
            author: 'Eleanor Marsh',
            date: '2026-09-03',
            summary:
              'We have completed recertification of our information security management system against the 2022 edition of the standard, with the scope covering all consulting and managed services.',
            link: '/company',
          },
          {
            title: 'What 30 AI assistant assessments taught us about prompt injection',
            kind: 'Research',
            topic: 'AI security',
            author: 'Amara Boateng',
            date: '2026-07-21',
            summary:
              'Across a year of adversarial testing, the assistants that held up best limited what the model could reach rather than trying to filter what it was told. We share the patterns, anonymised, and the controls that made the difference.',
            link: '/services/securing-ai-systems',
          },
          {
            title: 'Graduate programme applications open',
            kind: 'Careers',
            topic: 'People',
            author: 'Jasmine Patel',
            date: '2026-05-11',
            summary:
              'Applications for our next graduate cohort are open. Graduates rotate through advisory, engineering and the fusion centre over two years, with a mentor throughout.',
            link: '/company/careers',
          },
          {
            title: 'Supporting security skills in schools',
            kind: 'Community',
            topic: 'People',
            author: 'Owen Pritchard',
            date: '2026-02-26',
            summary:
              'Our consultants volunteered more than 400 hours this year running capture-the-flag sessions and careers talks in secondary schools across London and the North West.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Talk to the people behind these advisories',
        description:
          'If an advisory touches systems you run, our research team will tell you what it means for you and what to do first.',
        primary: { text: 'Contact our research team', link: '/contact' },
        secondary: { text: 'Guides and resources', link: '/company/resources' },
      },
    },
  ],
} satisfies SeedPage;
