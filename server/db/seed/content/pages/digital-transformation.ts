import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const digitalTransformationPage = {
  slug: 'digital-transformation',
  title: 'Digital Transformation',
  description:
    'Secure digital transformation: modernise platforms, data and ways of working with security, resilience and compliance designed in from the first sprint.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Digital transformation, secure by design',
        subtitle: 'Change at pace without accumulating security debt',
        description:
          'We help organisations move to cloud platforms, modern identity and data-driven services while keeping risk within appetite and regulators informed.',
        cta: { text: 'Discuss your programme', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Transformation is where most security risk is created',
        description:
          'New platforms, integrations and suppliers all change your attack surface. When security joins a programme late, the usual result is delay, expensive rework or exceptions that quietly become permanent.',
        content: `${brand.name} embeds security architects and engineers in transformation programmes from discovery onwards. We translate risk appetite into design principles, patterns and automated checks that delivery teams can use without waiting for a review board.\n\nThe aim is simple: each release should leave your organisation more secure than the one before it, and you should be able to show evidence of that to your board, auditors and customers.`,
      },
    },
    {
      type: 'sections',
      data: [
        {
          title: 'Discover',
          subtitle: 'Weeks 1–4',
          description:
            'We review the programme vision, target architecture and delivery plan, interview key stakeholders and identify the risks that would be hardest to fix later.',
          points: [
            'Current-state architecture and data-flow review',
            'Regulatory and contractual obligations mapped to the programme',
            'Top ten design risks with owners and due dates',
          ],
        },
        {
          title: 'Design',
          subtitle: 'Secure patterns and guardrails',
          description:
            'Together with your architects we define reference patterns for identity, networking, data protection and logging, and express as many of them as possible as policy-as-code.',
          points: [
            'Threat models for critical user journeys',
            'Reusable patterns approved once, used many times',
            'Security acceptance criteria added to the definition of done',
          ],
        },
        {
          title: 'Deliver',
          subtitle: 'Security inside the delivery teams',
          description:
            'Our engineers work within your squads, automating security testing in pipelines and coaching team members so that capability stays after we leave.',
          points: [
            'Static, dependency and infrastructure-as-code scanning in CI',
            'Pre-release penetration testing of high-risk changes',
            'Security champions in each team, trained and supported',
          ],
        },
        {
          title: 'Operate',
          subtitle: 'Evidence, not assertions',
          description:
            'We hand over runbooks, detection use cases and dashboards so that live services can be monitored and compliance can be evidenced continuously.',
          cta: { text: 'Managed detection and response', link: '/services/ai-fusion-center' },
        },
      ],
    },
    {
      type: 'cards',
      data: {
        variant: 'features',
        title: 'What we transform, securely',
        description:
          'Four areas where most of our transformation work happens, each with security designed in from the first sprint.',
        items: [
          {
            title: 'Cloud and platform modernisation',
            description:
              'Landing zones, container platforms and serverless services built to a security baseline your engineers helped write.',
            icon: 'cloud',
            link: '/services/cloud-security',
          },
          {
            title: 'Identity-first architecture',
            description:
              'Consolidated identity, strong authentication and least-privilege access as the foundation for every new service.',
            icon: 'lock',
            link: '/services/zero-trust-security',
          },
          {
            title: 'Data and AI enablement',
            description:
              'Classification, governance and safe access to data so analytics and AI initiatives can proceed without uncontrolled exposure.',
            icon: 'brain',
            link: '/services/securing-ai-systems',
          },
          {
            title: 'Operating model and skills',
            description:
              'Clear ownership between product, platform and security teams, with training that turns security into a shared engineering skill.',
            icon: 'users',
            link: '/services/cprm-strategy-roadmapping',
          },
        ],
      },
    },
    {
      type: 'faq',
      data: {
        title: 'Digital transformation: common questions',
        items: [
          {
            question: 'Will security slow our programme down?',
            answer:
              'Done late, it usually does. We aim for the opposite: approved patterns and automated checks remove most manual reviews, so teams only wait for decisions that genuinely need a human.',
          },
          {
            question: 'Do you replace our delivery partner?',
            answer:
              'No. We work alongside your in-house teams and any systems integrator you already use, and we remain independent of the products and platforms being implemented.',
          },
          {
            question: 'How do you report progress to the board?',
            answer:
              'We agree a small set of risk and delivery measures at the start, for example critical findings open, coverage of automated controls and patch latency, and report them monthly in plain language.',
          },
          {
            question: 'Can you help with regulatory obligations such as DORA or NIS2?',
            answer:
              'Yes. We map programme decisions to the obligations that apply to you and keep the evidence needed for supervisory reviews, so compliance becomes a by-product of good delivery.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Planning a transformation programme?',
        description:
          'Bring us in at discovery. A short engagement at the start typically saves far more in rework and remediation later on.',
        primary: { text: 'Book a discovery call', link: '/contact' },
        secondary: { text: 'Our services', link: '/services' },
      },
    },
  ],
} satisfies SeedPage;
