import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const cookiePolicyPage = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  description: `Which cookies and browser storage the ${brand.name} website uses, why, and how you can control them.`,
  status: 'published',
  blocks: [
    {
      type: 'intro',
      data: {
        title: 'Cookie Policy',
        subtitle: 'Last updated: 1 September 2025',
        description: `This policy explains how the ${brand.name} website uses cookies and similar technologies, such as your browser's local storage, and how you can manage them.`,
        content:
          'We keep our use of these technologies to a minimum. This website does not use advertising cookies, does not build profiles of visitors and does not share information about your visit with advertising networks.\n\nUnder the Privacy and Electronic Communications Regulations we may store information on your device without consent only where it is strictly necessary to provide a service you have asked for. Everything we store is listed below.',
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'What cookies and local storage are',
          description:
            'Cookies are small text files that a website asks your browser to keep. Local storage is a similar facility that lets a website save small pieces of information in your browser. Unlike cookies, items in local storage are not sent to our server with each request; they stay on your device until they are deleted.',
        },
        {
          title: 'cookie-consent (local storage)',
          subtitle: 'Strictly necessary · kept until you clear it',
          description:
            'When you choose "Accept All" in our cookie banner, we save an item named cookie-consent with the value "accepted" in your browser\'s local storage. Its only purpose is to remember your choice so the banner is not shown again on every visit. If you close the banner or choose "Decline", nothing is saved, and the banner may appear again on a later visit.',
        },
        {
          title: 'theme (local storage)',
          subtitle: 'Functional · kept until you clear it',
          description:
            'When you switch between the light and dark appearance of the site, we save an item named theme with the value "light" or "dark" in your browser\'s local storage, so the site looks the way you chose next time. Until you make a choice, the site follows your device\'s own light or dark setting and nothing is stored.',
        },
        {
          title: 'Staff sign-in',
          subtitle: 'Strictly necessary · staff only',
          description:
            'Members of our staff who sign in to manage the website are given a session cookie or an authentication token held in local storage. These expire automatically and are removed when the staff member signs out. They are never set for ordinary visitors.',
        },
        {
          title: 'Analytics and third-party cookies',
          description:
            'We do not currently use analytics or third-party cookies. If that changes, we will update this policy and ask for your consent before setting any cookie that is not strictly necessary.',
        },
        {
          title: 'How to manage or delete these items',
          description:
            "You can remove cookies and local storage at any time through your browser settings, usually under privacy or site data. Clearing site data for this website removes both the cookie-consent and theme items; the site will then show the cookie banner again and return to your device's default appearance.",
          points: [
            'Chromium-based browsers: Settings, then Privacy and security, then Site settings',
            'Firefox: Settings, then Privacy & Security, then Cookies and Site Data',
            'Safari: Settings, then Privacy, then Manage Website Data',
          ],
        },
        {
          title: 'Contact',
          description: `If you have questions about this policy, email [${brand.email}](mailto:${brand.email}). For more on how we handle personal data, see our [privacy policy](/privacy-policy).`,
          cta: { text: 'Read our privacy policy', link: '/privacy-policy' },
        },
      ],
    },
  ],
} satisfies SeedPage;
