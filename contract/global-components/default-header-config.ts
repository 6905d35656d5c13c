import type { DropdownItem, HeaderConfig, SubmenuItem } from './header-config';
import { defaultSecurityContact } from './default-security-contact';

const link = (text: string, href: string, order: number, enabled = true): SubmenuItem => ({
  text,
  link: href,
  order,
  enabled,
});

/** An entry of a dropdown panel, with the one line that says what it is. */
const entry = (text: string, href: string, order: number, description: string, enabled = true): DropdownItem => ({
  ...link(text, href, order, enabled),
  description,
  hasSubmenu: false,
  submenuItems: [],
});

/**
 * The built-in menu: used when the server has no header configuration, and the seed for it. Solutions are the
 * problems buyers come with, Services the six offerings that solve them, each entry with a line saying what it is, so
 * the menu can be read without opening the pages (issue 31). The Solutions entries and Learning stay disabled, as the
 * spec has them: with a third dropdown the bar no longer fits beside the logo and search at 1024 px
 * (desktop-breakpoint.ts); staff can switch them on.
 */
export const defaultHeaderConfig: HeaderConfig = {
  logoLight: '/brand/logo-light.svg',
  logoDark: '/brand/logo-dark.svg',
  showThemeToggle: true,
  showSearch: true,
  searchPlaceholder: 'Search...',
  securityContact: defaultSecurityContact,
  menuItems: [
    { ...link('Home', '/', 1), hasDropdown: false, dropdownItems: [] },
    { ...link('Digital Transformation', '/digital-transformation', 2), hasDropdown: false, dropdownItems: [] },
    {
      ...link('Solutions', '/solutions', 3),
      hasDropdown: true,
      dropdownItems: [
        entry(
          'Adopting AI safely',
          '/solutions/adopting-ai-safely',
          1,
          'Use AI assistants and agents without leaking data',
          false,
        ),
        entry(
          'Hybrid and supplier access',
          '/solutions/hybrid-and-supplier-access',
          2,
          'Staff and suppliers reach what they need, nothing more',
          false,
        ),
        entry(
          'Cloud under control',
          '/solutions/cloud-under-control',
          3,
          'A cloud estate with owners, guardrails and audit evidence',
          false,
        ),
      ],
    },
    {
      ...link('Services', '/services', 4),
      hasDropdown: true,
      dropdownItems: [
        entry(
          'CPRM Strategy & Roadmapping',
          '/services/cprm-strategy-roadmapping',
          1,
          'A risk strategy and funded three-year roadmap',
        ),
        entry(
          'Cyber Resilience Assessment',
          '/services/cyber-resilience-assessment',
          2,
          'How well you would withstand a serious incident',
        ),
        entry('Securing AI Systems', '/services/securing-ai-systems', 3, 'Threat modelling and testing of AI services'),
        entry('Zero Trust Security', '/services/zero-trust-security', 4, 'Identity-aware access, delivered in phases'),
        entry('Cloud Security', '/services/cloud-security', 5, 'Landing zones and guardrails as code'),
        entry('AI Fusion Centre', '/services/ai-fusion-center', 6, '24/7 managed detection and response'),
      ],
    },
    { ...link('Learning', '/learning', 5, false), hasDropdown: false, dropdownItems: [] },
    {
      ...link('Company', '/company', 6),
      hasDropdown: true,
      dropdownItems: [
        entry('Partners', '/company/partners', 1, 'The technology and assurance firms we work with'),
        // Articles (issue 30): under Company, since one more top-level link would not fit the bar from 1024 px.
        entry('Insights', '/insights', 2, 'Advisories, case studies and guides from our consultants'),
        entry('Resources', '/company/resources', 3, 'Guides, checklists and briefings to download'),
        entry('News', '/company/news', 4, 'Announcements and what we are working on'),
        entry('Careers', '/company/careers', 5, 'Open roles and how we hire'),
      ],
    },
    { ...link('Contact', '/contact', 7), hasDropdown: false, dropdownItems: [] },
  ],
};
