import { brand } from '../brand';
import type { FooterContent } from './footer-content';

/** The footer shown when the server returns nothing usable, and the seed for it. */
export const defaultFooterContent: FooterContent = {
  logoLight: '/brand/logo-light.svg',
  logoDark: '/brand/logo-dark.svg',
  description: `${brand.name} helps regulated organisations modernise with confidence: cyber resilience, zero trust and secure AI, delivered by practitioners.`,
  socialLinks: [
    { platform: 'linkedin', link: brand.linkedin },
    { platform: 'x', link: '#' },
    { platform: 'youtube', link: '#' },
  ],
  quickLinkSections: [
    {
      title: 'What we do',
      links: [
        { text: 'Digital Transformation', link: '/digital-transformation' },
        { text: 'Services', link: '/services' },
        { text: 'Solutions', link: '/solutions' },
      ],
    },
    {
      title: 'Company',
      links: [
        { text: 'Partners', link: '/company/partners' },
        // Articles (issue 30), in the place the header's Company dropdown gives them. The seed writes this footer
        // into new databases only: one seeded before keeps its footer until someone edits it.
        { text: 'Insights', link: '/insights' },
        { text: 'Resources', link: '/company/resources' },
        { text: 'Careers', link: '/company/careers' },
      ],
    },
  ],
  companyInfo: {
    title: 'Get in touch',
    officeName: brand.officeName,
    address: brand.address.join('\n'),
    phone: brand.phone,
    email: brand.email,
  },
  copyrightText: `${brand.legalName}. All rights reserved.`,
};

export const legalLinks = [
  { text: 'Privacy Policy', link: '/privacy-policy' },
  { text: 'Terms of Service', link: '/terms-of-service' },
  { text: 'Cookie Policy', link: '/cookie-policy' },
] as const;
