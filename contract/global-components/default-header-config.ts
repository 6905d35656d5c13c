import type { DropdownItem, HeaderConfig, SubmenuItem } from './header-config';
import { defaultSecurityContact } from './default-security-contact';

const link = (text: string, href: string, order: number, enabled = true): SubmenuItem => ({
  text,
  link: href,
  order,
  enabled,
});

const group = (text: string, href: string, order: number, items: SubmenuItem[]): DropdownItem => ({
  ...link(text, href, order, false),
  hasSubmenu: true,
  submenuItems: items,
});

/**
 * The spec's built-in menu: used when the server has no header configuration, and the seed for it.
 * Solutions items, the Services groups and Learning are disabled by default, exactly as specified.
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
        {
          ...link('Securing AI Systems', '/solutions/securing-ai-systems', 1, false),
          hasSubmenu: false,
          submenuItems: [],
        },
        {
          ...link('Zero Trust Security', '/solutions/zero-trust-security', 2, false),
          hasSubmenu: false,
          submenuItems: [],
        },
        { ...link('Cloud Security', '/solutions/cloud-security', 3, false), hasSubmenu: false, submenuItems: [] },
      ],
    },
    {
      ...link('Services', '/services', 4),
      hasDropdown: true,
      dropdownItems: [
        group('Advisory Services', '/services', 1, [
          link('CPRM Strategy & Roadmapping', '/services/cprm-strategy-roadmapping', 1),
          link('Cyber Resilience Assessment', '/services/cyber-resilience-assessment', 2),
        ]),
        group('Transformation Services', '/services', 2, [
          link('Securing AI Systems', '/services/securing-ai-systems', 1),
          link('Zero Trust Security', '/services/zero-trust-security', 2),
          link('Cloud Security', '/services/cloud-security', 3),
        ]),
        group('Managed Services', '/services', 3, [link('AI Fusion Center', '/services/ai-fusion-center', 1)]),
      ],
    },
    { ...link('Learning', '/learning', 5, false), hasDropdown: false, dropdownItems: [] },
    {
      ...link('Company', '/company', 6),
      hasDropdown: true,
      dropdownItems: [
        { ...link('Partners', '/company/partners', 1), hasSubmenu: false, submenuItems: [] },
        { ...link('Resources', '/company/resources', 2), hasSubmenu: false, submenuItems: [] },
        { ...link('Careers', '/company/careers', 3), hasSubmenu: false, submenuItems: [] },
        // Articles (issue 30): under Company, since one more top-level link would not fit the bar from 1024 px.
        { ...link('Insights', '/insights', 4), hasSubmenu: false, submenuItems: [] },
      ],
    },
    { ...link('Contact', '/contact', 7), hasDropdown: false, dropdownItems: [] },
  ],
};
