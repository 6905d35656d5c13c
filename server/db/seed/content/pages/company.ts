import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyPage = {
  slug: 'company',
  title: 'Company',
  description: `About ${brand.name}: an independent cybersecurity and digital-transformation consultancy founded in ${brand.foundedYear}, with its headquarters in London.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: `About ${brand.name}`,
        subtitle: brand.tagline,
        description: `Founded in ${brand.foundedYear} by practitioners from incident response, architecture and risk, ${brand.name} helps organisations change with confidence.`,
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Who we are',
        description: `${brand.legalName} is an independent consultancy headquartered in London. Our consultants, engineers and analysts work with organisations in financial services, energy, transport, healthcare and the public sector.`,
        description1:
          'We were founded on a simple observation: the organisations that recover fastest from incidents are the ones that designed for failure while they were changing. We built a practice that combines transformation delivery with deep security expertise so that clients do not have to choose between speed and safety.',
        description2:
          'We remain privately owned and vendor-neutral. We are certified to ISO/IEC 27001, ISO 22301 and Cyber Essentials Plus, and we invest a fixed share of our revenue every year in research, training and community work.',
      },
    },
    {
      type: 'valuesSection',
      data: {
        title: 'What we value',
        description: 'Four principles shape how we hire, how we advise and how we deliver.',
        values: [
          {
            title: 'Candour',
            description:
              'We tell clients what we find, including when it is uncomfortable or when a smaller engagement would serve them better.',
            icon: 'compass',
          },
          {
            title: 'Craft',
            description:
              'We take pride in technical depth. Our consultants still write code, build labs and test the controls they recommend.',
            icon: 'layers',
          },
          {
            title: 'Ownership',
            description:
              'Named people are accountable for every engagement, from the first conversation to the final handover.',
            icon: 'target',
          },
          {
            title: 'Shared capability',
            description:
              'Success means our clients need us less over time. We coach, document and hand over everything we build.',
            icon: 'users',
          },
        ],
      },
    },
    {
      type: 'certifications',
      data: {
        title: 'Certified, and easy to check',
        subtitle: 'Certifications',
        description:
          'We hold ourselves to the standards we assess others against. Each certificate can be checked at its source.',
        items: [
          {
            name: 'ISO/IEC 27001:2022',
            issuer: 'UKAS-accredited certification body',
            scope: 'Information security management for all consulting, testing and managed detection services',
            link: 'https://certcheck.ukas.com/',
          },
          {
            name: 'ISO 22301:2019',
            issuer: 'UKAS-accredited certification body',
            scope: 'Business continuity of the AI Fusion Centre in London and Manchester',
            link: 'https://certcheck.ukas.com/',
          },
          {
            name: 'Cyber Essentials Plus',
            issuer: 'IASME Consortium for the NCSC',
            scope: 'The whole organisation, independently tested and renewed every year',
            link: 'https://iasme.co.uk/cyber-essentials/',
          },
        ],
      },
    },
    {
      type: 'teamSection',
      data: {
        title: 'Leadership team',
        subtitle: 'Practitioners who still work with clients',
        // The leadership team are people of the collection (seed-people.ts), written once (issue 30).
        members: [
          { personSlug: 'eleanor-marsh' },
          { personSlug: 'daniel-okafor' },
          { personSlug: 'sofia-lindqvist' },
          { personSlug: 'marcus-reid' },
          { personSlug: 'amara-boateng' },
          { personSlug: 'tom-hartley' },
        ],
      },
    },
    {
      type: 'testimonials',
      data: {
        title: 'Working with us',
        items: [
          {
            author: 'Gareth Llewellyn',
            position: 'Chief Risk Officer',
            company: 'Brackenfield Insurance',
            quote:
              'Their advice was independent and practical. They helped us stop several projects that would not have reduced risk and redirect the budget to ones that did.',
          },
          {
            author: 'Naomi Feld',
            position: 'Head of Digital',
            company: 'Ashcombe Borough Council',
            quote:
              'They brought senior expertise without the jargon. Our own team is now confident running the controls they helped us build.',
          },
        ],
      },
    },
    {
      // The company area's closing panel: a person to meet, not a product to buy (issue 31: closings differ by page type).
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Meet the principal who would lead your work',
        description:
          'Every engagement is led by one of the people on this page. Tell us what you are changing and we will introduce the one best placed to help.',
        primary: { text: 'Arrange an introduction', link: '/contact' },
        secondary: { text: 'What we do', link: '/services' },
      },
    },
  ],
} satisfies SeedPage;
