import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const privacyPolicyPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  description: `How ${brand.legalName} collects, uses and protects personal data when you use our website, contact us or apply for a role.`,
  status: 'published',
  blocks: [
    {
      type: 'intro',
      data: {
        title: 'Privacy Policy',
        subtitle: 'Last updated: 1 September 2025',
        description: `This policy explains how ${brand.legalName} ("${brand.name}", "we", "us") handles personal data about visitors to this website, people who contact us, job applicants and business contacts at our clients and partners.`,
        content: `We are the controller of the personal data described in this policy. We process personal data in accordance with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.\n\nIf you have any questions about this policy or how we handle your data, contact our Data Protection Lead at ${brand.email} or write to us at ${brand.address.join(', ')}.`,
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'Information we collect',
          description: 'We collect **only** the information we need for the purposes set out below.',
          points: [
            'Contact details you give us, such as your name, job title, organisation, email address and telephone number',
            'The content of messages you send through our contact form or by email',
            'Application details you provide when applying for a role, such as your CV, employment history and right-to-work information',
            'Technical information about your visit, such as IP address, browser type and pages requested, recorded in our server logs',
            'Your preferences on this website, such as your theme choice and cookie consent, which are stored on your own device',
          ],
        },
        {
          title: 'How we use your information',
          description:
            'We use personal data to respond to enquiries, to provide and improve our services, to assess job applications, to keep this website secure and to meet our legal obligations.',
          points: [
            'Responding to enquiries: based on our legitimate interest in answering people who contact us, or steps taken at your request before entering into a contract',
            'Recruitment: to take steps at your request before entering into an employment contract, and to comply with right-to-work obligations',
            'Website security and operation: based on our legitimate interest in protecting our systems and visitors',
            'Marketing to business contacts: only where you have agreed or where permitted by the Privacy and Electronic Communications Regulations, and you can opt out at any time',
          ],
        },
        {
          title: 'Sharing your information',
          description:
            'We do not sell personal data. We share it only with service providers who process it on our behalf under written contracts, such as our hosting, email and applicant-tracking providers, and with professional advisers or authorities where the law requires it. Each provider is assessed against our supplier security standard before we use it.',
        },
        {
          title: 'International transfers',
          description:
            'Our systems are hosted in the United Kingdom and the European Economic Area. Where a service provider processes data outside these areas, we rely on an adequacy decision or on the International Data Transfer Agreement or Addendum approved under UK law, together with any supplementary measures that are needed.',
        },
        {
          title: 'How long we keep your information',
          description:
            'We keep personal data only for as long as necessary for the purpose it was collected for, and then delete it:',
          points: [
            'Enquiries: up to two years after our last contact with you, unless they lead to an engagement',
            'Unsuccessful job applications: six months after the role is filled, or twelve months if you agree to be considered for future roles',
            'Server logs: 90 days, unless needed to investigate a security incident',
          ],
        },
        {
          title: 'How we protect your information',
          description: `${brand.name} operates an information security management system certified to ISO/IEC 27001. Personal data is encrypted in transit and at rest, access is restricted to staff who need it and protected by multi-factor authentication, and our controls are independently audited every year.`,
        },
        {
          title: 'Your rights',
          description:
            'Under data protection law you have rights over your personal data. To exercise any of them, email us; we will respond within one month.',
          points: [
            'To access the personal data we hold about you',
            'To have inaccurate data corrected',
            'To have your data erased in certain circumstances',
            'To restrict or object to our processing, including for direct marketing',
            'To data portability where processing is based on consent or a contract',
            'To withdraw consent at any time where we rely on it',
          ],
        },
        {
          title: 'Complaints',
          description: `If you are unhappy with how we have handled your data, please contact us first at [${brand.email}](mailto:${brand.email}) so we can try to put it right.\n\nYou also have the right to complain to the [Information Commissioner's Office](https://ico.org.uk), the UK supervisory authority for data protection.`,
        },
        {
          title: 'Changes to this policy',
          description:
            'We may update this policy from time to time. The date at the top shows when it was last changed. Significant changes will be highlighted on this website.',
          cta: { text: 'Read our cookie policy', link: '/cookie-policy' },
        },
      ],
    },
  ],
} satisfies SeedPage;
