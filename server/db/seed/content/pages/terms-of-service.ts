import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const termsOfServicePage = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${brand.name} website and the information published on it.`,
  status: 'published',
  blocks: [
    {
      type: 'intro',
      data: {
        title: 'Terms of Service',
        subtitle: 'Last updated: 1 September 2025',
        description: `These terms govern your use of this website, which is operated by ${brand.legalName}, a company registered in England and Wales whose registered office is at ${brand.address.join(', ')}.`,
        content:
          'By using this website you agree to these terms. If you do not agree, please do not use the website.\n\nThese terms cover the website only. Consulting, assessment and managed services are provided under a separate written agreement, and the terms of that agreement take precedence for those services.',
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'Use of the website',
          description: 'You may use this website for **lawful purposes only**. In particular, you must not:',
          points: [
            'Attempt to gain unauthorised access to the website, its server or any connected system',
            'Test the website for vulnerabilities, or scan or probe it, without our prior written permission',
            "Introduce malware or interfere with the website's availability, for example by a denial-of-service attack",
            "Use automated means to copy substantial parts of the website's content",
          ],
        },
        {
          title: 'Reporting a vulnerability',
          description: `If you believe you have found a security vulnerability in this website, please report it to [${brand.email}](mailto:${brand.email}) with enough detail for us to reproduce it.\n\n1. We acknowledge your report within **five working days**.\n2. We keep you informed while we fix it.\n3. We take **no legal action** against good-faith research that respects these terms and avoids harm to our users and data.`,
          cta: { text: 'Read our responsible disclosure policy', link: '/responsible-disclosure' },
        },
        {
          title: 'Information on this website',
          description:
            'The guides, briefings and other content on this website are general information, not professional advice about your circumstances. While we take care to keep them accurate and current, we make no warranty that they are complete or suitable for any particular purpose. You should seek advice specific to your situation before acting on them.',
        },
        {
          title: 'Intellectual property',
          description: `The content, design and trade marks on this website belong to ${brand.legalName} or its licensors. You may view, print and share pages for your own non-commercial reference, provided you keep any copyright notice and do not alter the content. Any other use requires our written permission.`,
        },
        {
          title: 'Links to other websites',
          description:
            'Where this website links to websites operated by others, those links are provided for convenience. We are not responsible for the content or privacy practices of those websites.',
        },
        {
          title: 'Availability',
          description:
            'We aim to keep the website available at all times but do not guarantee that it will be uninterrupted or free from errors. We may change, suspend or withdraw any part of it without notice, for example for maintenance or security reasons.',
        },
        {
          title: 'Liability',
          description:
            'Nothing in these terms limits our liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot be limited by law. Subject to that, we are not liable for any loss arising from your use of, or inability to use, this website or reliance on its content, including loss of profit, business or data.',
        },
        {
          title: 'Privacy and cookies',
          description:
            'Our privacy policy explains how we handle personal data, and our cookie policy explains what we store in your browser.',
          cta: { text: 'Read our privacy policy', link: '/privacy-policy' },
        },
        {
          title: 'Governing law',
          description:
            'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction over any dispute arising from them. We may update these terms from time to time; the version published here applies to your use of the website.',
        },
      ],
    },
  ],
} satisfies SeedPage;
