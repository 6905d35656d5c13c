import type { SeedSubpage } from '../../seed-types';

export const servicesCloudSecuritySubpage = {
  parentSlug: 'services',
  slug: 'cloud-security',
  title: 'Cloud Security Services',
  description:
    'Cloud security services: landing zone design, guardrails as code, posture and entitlement management, and cloud penetration testing.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Cloud security services',
        subtitle: 'Transformation services',
        description:
          'Architecture, engineering and assurance for cloud platforms, delivered alongside your platform teams and left in their hands.',
        cta: { text: 'Discuss your platform', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Engineers who build, not only review',
        description:
          'Our cloud security engineers write infrastructure as code, build pipelines and test what they deliver. Every engagement ends with controls in your repositories and people who understand them.',
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'Landing zone design and build',
          description: 'A secure foundation for new and migrated workloads.',
          features: [
            'Account and subscription structure',
            'Network design with central egress and inspection',
            'Central logging, key management and backup',
          ],
          icon: 'layers',
        },
        {
          title: 'Guardrails as code',
          description: 'Preventive and detective controls delivered through your pipelines.',
          features: [
            'Policy-as-code library tailored to your baseline',
            'Audit-first rollout and exception process',
            'Mapping to compliance requirements',
          ],
          icon: 'shield',
        },
        {
          title: 'Posture and entitlement management',
          description: 'Continuous visibility of misconfigurations and excessive permissions.',
          features: [
            'Tool selection and configuration',
            'Findings routed to owning teams',
            'Quarterly entitlement clean-up',
          ],
          icon: 'chart',
        },
        {
          title: 'Cloud penetration testing and review',
          description: 'Independent testing of cloud configuration, identity and workloads.',
          features: [
            'Configuration review against an agreed benchmark',
            'Identity privilege escalation paths',
            'Container and Kubernetes testing',
          ],
          icon: 'target',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Cloud security services: questions',
        items: [
          {
            question: 'Do you need administrative access to our cloud accounts?',
            answer:
              'No. For reviews we use read-only roles that you create and can revoke at any time. Build work happens through your normal pipelines and change processes.',
          },
          {
            question: 'Can you take over an existing landing zone rather than starting again?',
            answer:
              'Yes, and that is usually the better option. We assess what exists, fix the gaps that matter and bring it under code without disrupting running workloads.',
          },
          {
            question: 'How do you hand over at the end?',
            answer:
              'Through pairing during delivery, documented decisions and runbooks, and a final walkthrough with the team who will own the platform.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Strengthen your cloud foundations',
        description: 'Start with a three-week cloud security review or go straight to a landing zone build.',
        primary: { text: 'Contact us', link: '/contact' },
        secondary: { text: 'When the cloud outgrew its controls', link: '/solutions/cloud-under-control' },
      },
    },
  ],
} satisfies SeedSubpage;
