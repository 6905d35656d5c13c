import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyNewsPage = {
  slug: 'company/news',
  title: 'News',
  description: `Company news from ${brand.name}: new services, certifications, research and community work.`,
  status: 'published',
  content: {
    banner: [
      {
        title: 'News',
        subtitle: `What is new at ${brand.name}`,
        description: 'Announcements, research and updates from across the company.',
      },
    ],
    sections: [
      {
        title: 'AI Fusion Centre expands to 24/7 coverage from two UK locations',
        subtitle: 'Company news',
        description:
          'Our managed detection and response service now operates from London and Manchester, giving clients resilient round-the-clock coverage with analysts who remain UK-based and security-cleared.',
        cta: { text: 'About the AI Fusion Centre', link: '/services/ai-fusion-center' },
      },
      {
        title: 'ISO/IEC 27001:2022 recertification completed',
        subtitle: 'Certification',
        description:
          'We have completed recertification of our information security management system against the 2022 edition of the standard, with the scope covering all consulting and managed services.',
      },
      {
        title: 'Graduate programme applications open',
        subtitle: 'Careers',
        description:
          'Applications for our next graduate cohort are open. Graduates rotate through advisory, engineering and the fusion centre over two years, with a mentor throughout.',
        cta: { text: 'Careers', link: '/company/careers' },
      },
      {
        title: 'Supporting security skills in schools',
        subtitle: 'Community',
        description:
          'Our consultants volunteered more than 400 hours this year running capture-the-flag sessions and careers talks in secondary schools across London and the North West.',
      },
    ],
  },
} satisfies SeedPage;
