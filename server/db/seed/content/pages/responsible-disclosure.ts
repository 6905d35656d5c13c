import { brand } from '../../../../../contract/brand';
import { defaultSecurityContact } from '../../../../../contract/global-components/default-security-contact';
import { telephoneHref } from '../../../../../contract/telephone-href';
import type { SeedPage } from '../../seed-types';

const { email } = defaultSecurityContact;

/** The policy that /.well-known/security.txt names: how to report a vulnerability and what we promise. */
export const responsibleDisclosurePage = {
  slug: 'responsible-disclosure',
  title: 'Responsible disclosure',
  description: `How to report a security vulnerability in ${brand.name}'s website or services, and what you can expect from us when you do.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Responsible disclosure',
        subtitle: 'Found a vulnerability? Tell us first.',
        description:
          'We welcome reports from security researchers. If you believe you have found a weakness in our website or services, report it privately and we will work with you to fix it.',
        cta: { text: 'Email the security team', link: `mailto:${email}` },
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'How to report',
          description: `Email [${email}](mailto:${email}) with:\n\n- the address or system affected;\n- the steps to reproduce the issue, with any proof-of-concept code;\n- what an attacker could achieve, as you understand it;\n- how we can reach you for follow-up questions.\n\nIf the report contains sensitive data, say so in a first message and we will agree a secure channel with you.`,
        },
        {
          title: 'What we promise',
          description:
            '1. We acknowledge your report within **two working days**.\n2. We confirm or rule out the issue within **ten working days**, and keep you informed while we fix it.\n3. We credit you in our acknowledgements when the fix is published, unless you prefer not to be named.\n4. We take **no legal action** against research carried out in good faith within this policy.',
        },
        {
          title: 'Please do not',
          description:
            '- access, change or delete data that is not yours, beyond the minimum needed to show the issue;\n- degrade our services (no denial-of-service or load testing);\n- use social engineering, phishing or physical attacks against our staff or offices;\n- publish the issue before we have fixed it, or before **90 days** have passed, whichever comes first.',
        },
        {
          title: 'Out of scope',
          description:
            'Reports from automated scanners without a demonstrated impact, missing security headers on pages without sensitive content, self-XSS, clickjacking on pages without state-changing actions, and issues in services of third parties that we do not control.',
        },
        {
          title: 'Under attack right now?',
          description: `If your organisation is facing an active incident, do not wait for email: call our 24/7 incident line on **${defaultSecurityContact.incidentPhone}**.`,
          cta: { text: 'Call the incident line', link: telephoneHref(defaultSecurityContact.incidentPhone) },
        },
      ],
    },
  ],
} satisfies SeedPage;
