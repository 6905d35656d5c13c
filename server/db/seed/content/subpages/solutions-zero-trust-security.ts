import type { SeedSubpage } from '../../seed-types';

export const solutionsZeroTrustSecuritySubpage = {
  parentSlug: 'solutions',
  slug: 'zero-trust-security',
  title: 'Zero Trust Security',
  description:
    'Identity-centric zero trust security: verify every request, limit lateral movement and give staff and third parties simpler, safer access.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Zero trust security',
        subtitle: 'Never trust by location; verify every request',
        description:
          'Replace broad network access with decisions based on identity, device health and context, applied consistently to every application and workload.',
        cta: { text: 'Plan your zero trust journey', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Why perimeter security no longer holds',
        description:
          'Staff work from anywhere, applications run across data centres and cloud providers, and suppliers need access to core systems. Once an attacker is inside a flat network, a single stolen credential can reach far more than it should.',
        description1:
          'Zero trust is not a product. It is an architecture and an operating model, and it is adopted in phases. We help you choose the first phase carefully, deliver it and show measurable reduction in exposure before moving on.',
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'Strong identity for people and workloads',
          description:
            'Consolidated identity providers, phishing-resistant authentication and short-lived credentials for services and automation.',
          icon: 'users',
        },
        {
          title: 'Device trust',
          description:
            'Access decisions that take account of device ownership, patch level and security posture, with sensible routes for unmanaged devices.',
          icon: 'shield',
        },
        {
          title: 'Per-application access',
          description:
            'Identity-aware proxies and access brokers that grant access to a single application rather than the network it lives on.',
          icon: 'lock',
        },
        {
          title: 'Microsegmentation',
          description:
            'Policies between workloads that contain compromise, designed from observed traffic so business services are not disrupted.',
          icon: 'network',
        },
        {
          title: 'Continuous verification',
          description:
            'Signals from identity, endpoint and network tools combined to re-evaluate sessions and respond automatically to risky behaviour.',
          icon: 'chart',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Zero trust security: common questions',
        items: [
          {
            question: 'Do we need to buy a new platform?',
            answer:
              'Usually not at first. Most organisations already own capabilities they are not fully using, particularly in their identity provider and endpoint tools. We assess those before recommending any new purchase.',
          },
          {
            question: 'How long does a zero trust programme take?',
            answer:
              'A meaningful first phase, such as phishing-resistant authentication for administrators and per-application access for a first group of users, typically takes three to six months. Broader adoption runs over two to three years.',
          },
          {
            question: 'How do you measure progress?',
            answer:
              'We track a small set of measures, for example the share of applications behind identity-aware access, standing privileged accounts removed and reachable attack paths between network segments.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Start with a zero trust maturity baseline',
        description:
          'In four weeks we baseline your current maturity, define a target state and identify the first phase that will reduce the most risk.',
        primary: { text: 'Talk to us', link: '/contact' },
        secondary: { text: 'Zero trust services', link: '/services/zero-trust-security' },
      },
    },
  ],
} satisfies SeedSubpage;
