import type { SeedSubpage } from '../../seed-types';

export const solutionsCloudSecuritySubpage = {
  parentSlug: 'solutions',
  slug: 'cloud-security',
  title: 'Cloud Security',
  description:
    'Cloud security architecture, guardrails as code, posture management and cloud-native detection for single and multi-cloud estates.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Cloud security',
        subtitle: 'Guardrails that let engineering teams move quickly and safely',
        description:
          'Most cloud incidents start with a misconfiguration or an over-privileged identity. We help you prevent both by design, detect what slips through and prove your controls work.',
        cta: { text: 'Discuss your cloud estate', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Security that scales with your cloud',
        description:
          'As cloud estates grow to hundreds of accounts and thousands of resources, manual reviews cannot keep up. Controls need to be automated, versioned and owned by the teams that deploy infrastructure.',
        description1:
          'We design cloud security around three layers: preventive guardrails that block unsafe changes, continuous posture checks that find drift, and detection that responds to suspicious activity.',
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'Secure landing zones',
          description:
            'Account structure, network topology, central logging and key management designed once and applied consistently to every new environment.',
          icon: 'layers',
        },
        {
          title: 'Guardrails as code',
          description:
            'Preventive policies in version control, tested in pipelines and mapped to your compliance obligations, so a passing build is also audit evidence.',
          icon: 'shield',
        },
        {
          title: 'Identity and entitlement management',
          description:
            'Least-privilege roles for people and workloads, with unused permissions identified and removed on a regular cycle.',
          icon: 'lock',
        },
        {
          title: 'Posture management',
          description:
            'Continuous assessment of configurations against an agreed baseline, with findings routed to the owning team rather than a central queue.',
          icon: 'chart',
        },
        {
          title: 'Cloud-native detection',
          description:
            'Detections for control-plane abuse, credential misuse and data exfiltration, tuned to how your teams actually use the cloud.',
          icon: 'zap',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Cloud security: common questions',
        items: [
          {
            question: 'We use more than one cloud provider. Can you help across all of them?',
            answer:
              "Yes. We define a single security baseline and implement it with each provider's native controls, so your teams work with one set of expectations.",
          },
          {
            question: 'Will guardrails block our engineers?',
            answer:
              'Guardrails are rolled out in audit mode first, so teams see what would be blocked and can fix issues before enforcement. Exceptions follow a documented, time-limited process.',
          },
          {
            question: 'Can you help us pass a compliance audit?',
            answer:
              'We map guardrails and posture checks to ISO/IEC 27001, SOC 2 and sector requirements, which turns much of audit preparation into generating reports from controls you already run.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Find out where your cloud estate stands',
        description:
          'Our cloud security review combines automated configuration analysis with architecture interviews and gives you a prioritised plan within three weeks.',
        primary: { text: 'Request a cloud security review', link: '/contact' },
        secondary: { text: 'Cloud security services', link: '/services/cloud-security' },
      },
    },
  ],
} satisfies SeedSubpage;
