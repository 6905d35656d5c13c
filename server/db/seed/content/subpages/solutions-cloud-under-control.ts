import type { SeedSubpage } from '../../seed-types';

/** A buyer's problem, not an offering: what it costs, what changes, and the services that get there (issue 31). */
export const solutionsCloudUnderControlSubpage = {
  parentSlug: 'solutions',
  slug: 'cloud-under-control',
  title: 'Cloud Under Control',
  description:
    'Hundreds of cloud accounts, a baseline nobody agreed and an audit in the spring. How to get guardrails, owners and evidence without slowing delivery.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'A cloud estate that grew faster than its controls',
        subtitle: 'For platform and security leaders facing an audit',
        description:
          'Teams ship to production every day across hundreds of accounts. Findings pile up in a central queue nobody owns, and audit preparation takes the platform team off delivery for weeks.',
        cta: { text: 'Talk through your estate', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Why the findings never go down',
        description:
          'Posture tools find the same misconfigurations every week because nothing stops them being deployed, and the people who could fix them never see the report.',
        description1:
          'Lasting control comes from three changes: unsafe changes blocked in the pipeline, every finding sent to the team that owns the resource, and audit evidence generated from controls that already run.',
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'Unsafe changes stopped before they deploy',
          description:
            'Guardrails in the pipeline, introduced in audit mode first, so engineers see what would fail before anything is blocked.',
          icon: 'shield',
        },
        {
          title: 'Every finding has an owner',
          description:
            'Findings routed to the team that deployed the resource, with a due date that matches its severity.',
          icon: 'users',
        },
        {
          title: 'Audit preparation in days, not weeks',
          description:
            'Controls mapped to ISO/IEC 27001 and SOC 2, with evidence exported from the checks you run every day.',
          icon: 'chart',
        },
        {
          title: 'Permissions that shrink over time',
          description:
            'Unused rights removed every quarter, for people and for the workloads that act on their behalf.',
          icon: 'lock',
        },
      ],
    },
    {
      type: 'caseStudies',
      data: {
        title: 'What it looked like at Calder & Finch',
        subtitle: 'Case study',
        items: [
          {
            client: 'Calder & Finch Logistics',
            sector: 'Logistics',
            title: 'Cloud guardrails as code across 140 accounts',
            summary:
              'Our engineers worked inside the platform squads to build preventive guardrails and posture checks as code, then handed the pipeline to the client’s own team.',
            outcomes: [
              { value: '92%', label: 'fewer public-exposure findings' },
              { value: '3 days', label: 'to prepare for audit, from five weeks' },
            ],
            link: '/services/cloud-security',
          },
        ],
      },
    },
    {
      type: 'cards',
      data: {
        variant: 'solutions',
        title: 'The services that get you there',
        description: 'Engineering first, with assessment and monitoring where the estate needs them.',
        items: [
          {
            title: 'Cloud security',
            description:
              'Landing zones, guardrails as code, posture and entitlement management, built with your teams.',
            icon: 'cloud',
            link: '/services/cloud-security',
          },
          {
            title: 'Cyber resilience assessment',
            description:
              'An independent view of how your cloud estate would hold up, and recover, in a serious incident.',
            icon: 'target',
            link: '/services/cyber-resilience-assessment',
          },
          {
            title: 'AI Fusion Centre',
            description: 'Control-plane abuse and credential misuse detected and answered at any hour.',
            icon: 'zap',
            link: '/services/ai-fusion-center',
          },
        ],
      },
    },
    {
      type: 'faq',
      data: {
        title: 'Cloud under control: what buyers ask us',
        items: [
          {
            question: 'Will guardrails slow our engineers down?',
            answer:
              'Not if they arrive in audit mode: teams see what would fail for a few weeks and fix it first. Exceptions follow a short, time-limited process instead of a ticket queue.',
          },
          {
            question: 'We use more than one cloud provider. Is that a problem?',
            answer:
              'No. We agree one baseline and implement it with each provider’s own controls, so teams meet the same expectations wherever they deploy.',
          },
          {
            question: 'Our audit is in three months. Is that enough time?',
            answer:
              'For mapping the controls you have and closing the gaps that matter most, usually yes. Building the full pipeline takes longer, and can continue after the audit.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'highlights',
        title: 'Know where your estate stands in three weeks',
        description:
          'Our cloud review combines automated configuration analysis with architecture interviews, and ends in a plan your platform team agrees with.',
        primary: { text: 'Request a cloud review', link: '/contact' },
        secondary: { text: 'Cloud security service', link: '/services/cloud-security' },
        highlights: ['Read-only roles you can revoke', 'Findings sent to their owners', 'Mapped to your audit'],
      },
    },
  ],
} satisfies SeedSubpage;
