import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';
import { careersJobPostings } from './company-careers-jobs';

export const companyCareersPage = {
  slug: 'company/careers',
  title: 'Careers',
  description: `Careers at ${brand.name}: security consulting, engineering and operations roles with real ownership, strong mentoring and flexible working.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: `Careers at ${brand.name}`,
        subtitle: 'Do the most interesting work in security, with people who care about doing it well',
        description:
          'We hire curious, careful people and give them responsibility early. Whether you are starting out or have decades of experience, you will learn from colleagues who still do the work.',
        cta: { text: 'See open roles', link: '/company/careers#job-listings-section' },
      },
    },
    {
      type: 'cultureSection',
      data: {
        title: 'How we work',
        description:
          'We are a consultancy of about 120 people. That is large enough for variety and small enough that everyone knows the leadership team by name.',
        items: [
          {
            title: 'Learning is part of the job',
            description:
              'Every consultant has ten paid learning days a year plus a personal training budget, and we pay for the certifications that matter in your field.',
            icon: 'brain',
          },
          {
            title: 'Flexible by default',
            description:
              'Most of our people work a mix of home, client sites and our London office. We agree patterns by team, not by decree.',
            icon: 'globe',
          },
          {
            title: 'Sustainable pace',
            description:
              'We staff engagements realistically and track utilisation to protect evenings and weekends. Out-of-hours work is paid or given back as time off.',
            icon: 'target',
          },
        ],
        quote: {
          text: 'I joined as a graduate and led my first client workstream within eighteen months. People here make time to teach, even when they are busy.',
          author: 'Jasmine Patel',
          position: 'Security Consultant',
        },
      },
    },
    {
      type: 'benefitsSection',
      data: {
        title: 'Benefits',
        items: [
          {
            title: 'Pension and protection',
            description:
              'Employer pension contribution of 8%, life assurance at four times salary and income protection.',
            icon: 'shield',
          },
          {
            title: 'Health and wellbeing',
            description:
              'Private medical cover for you and your family, an employee assistance programme and a yearly wellbeing allowance.',
            icon: 'users',
          },
          {
            title: 'Time off',
            description:
              '27 days of annual leave plus bank holidays, rising with service, and two volunteering days a year.',
            icon: 'compass',
          },
          {
            title: 'Growth',
            description:
              'A £2,000 annual training budget, paid certification exams and a clear, published career framework.',
            icon: 'chart',
          },
        ],
      },
    },
    {
      type: 'cards',
      data: {
        variant: 'careers',
        title: 'Ways to join us',
        items: [
          {
            title: 'Graduate programme',
            description:
              'A two-year programme with rotations through advisory, engineering and the fusion centre. Applications open each autumn for a September start.',
            icon: 'users',
          },
          {
            title: 'Experienced hires',
            description:
              'Consultants, engineers and analysts who want broader exposure than a single in-house role can offer. We recruit all year round.',
            icon: 'layers',
          },
          {
            title: 'Returners',
            description:
              'A paid, supported return for people coming back after a career break of a year or more, with a dedicated mentor and a phased start.',
            icon: 'compass',
          },
        ],
      },
    },
    {
      type: 'jobListingsSection',
      data: {
        title: 'Open roles',
        description: `To apply, use the application form on this page or email ${brand.careersEmail} with your CV and a short note about what interests you.`,
        jobPostings: careersJobPostings,
      },
    },
    {
      // The careers page closes for candidates, not buyers.
      type: 'ctaSection',
      data: {
        variant: 'highlights',
        title: 'Not seeing the role for you?',
        description:
          'We hire a few people every quarter outside advertised roles. Write to us about the work you want to do; a practice lead reads every note.',
        primary: { text: 'Write to us', link: '/contact' },
        secondary: { text: 'About Aegisline', link: '/company' },
        highlights: ['Read by a practice lead', 'A reply within two weeks', 'No recruitment agencies'],
      },
    },
  ],
} satisfies SeedPage;
