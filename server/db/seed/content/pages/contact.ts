import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const contactPage = {
  slug: 'contact',
  title: 'Contact',
  description: `Contact ${brand.name}: speak to a consultant about security strategy, assessments, transformation or managed detection and response.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Contact us',
        subtitle: 'Speak to a consultant, not a call centre',
        description: `Send us a message and a principal consultant will reply within two working days. You can also reach our ${brand.officeName} on ${brand.phone} or at ${brand.email}.`,
      },
    },
    {
      type: 'contactForm',
      data: {
        title: 'Send us a message',
        description:
          'Tell us a little about your organisation and what you would like to achieve. Please do not include passwords, personal data of others or details of live vulnerabilities in this form.',
        subjects: [
          'General enquiry',
          'Strategy and advisory',
          'Cyber resilience assessment',
          'Cloud, zero trust or AI security',
          'Managed detection and response',
          'Partnerships',
          'Careers',
          'Media enquiry',
        ],
        submitLabel: 'Send message',
        successMessage:
          'Thank you. Your message has been received and a consultant will reply within two working days.',
        privacyNote:
          'We use your details only to respond to your enquiry. See our privacy policy for how we handle personal data.',
      },
    },
    {
      type: 'faq',
      data: {
        title: 'Before you get in touch',
        items: [
          {
            question: 'We think we are experiencing a cyber incident now. What should we do?',
            answer: `Call ${brand.phone} and ask for the incident response team, day or night. Please do not use this form for live incidents, as it is not monitored around the clock.`,
          },
          {
            question: 'How quickly will you respond to an enquiry?',
            answer:
              'Within two working days. If your enquiry is about an upcoming deadline, tell us in the message and we will prioritise it.',
          },
          {
            question: 'Can we sign a non-disclosure agreement before sharing details?',
            answer:
              'Yes. We are happy to sign a mutual non-disclosure agreement before any detailed discussion, and we can use yours or ours.',
          },
          {
            question: 'Where are you based?',
            answer: `Our headquarters is at ${brand.address.join(', ')}. We also have a team in Manchester and work at client sites across the UK and Europe.`,
          },
        ],
      },
    },
  ],
} satisfies SeedPage;
