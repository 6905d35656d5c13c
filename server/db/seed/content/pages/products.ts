import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const productsPage = {
  slug: 'products',
  title: 'Products',
  description: `Accelerators from ${brand.name}: packaged tooling and content that shorten security programmes and keep controls measurable after go-live.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Products and accelerators',
        subtitle: 'Our delivery experience, packaged',
        description:
          'Alongside our services we maintain a small set of accelerators. They are licensed to clients as part of an engagement and remain yours to run and adapt afterwards.',
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'Guardrail Library',
          description:
            'More than 300 policy-as-code controls for cloud accounts, Kubernetes clusters and CI pipelines, each mapped to ISO/IEC 27001 Annex A and NIST CSF 2.0 so that a passing check is also audit evidence.',
          icon: 'layers',
          link: '/services/cloud-security',
        },
        {
          title: 'Resilience Scorecard',
          description:
            'A maturity model and reporting workbook used in our assessments. Re-run it each quarter to show the board how resilience is changing, not only where it stood on one date.',
          icon: 'chart',
          link: '/services/cyber-resilience-assessment',
        },
        {
          title: 'AI Risk Register',
          description:
            'A structured register and assessment template for AI use cases, covering data sensitivity, model provenance, human oversight and the controls expected for each risk tier.',
          icon: 'brain',
          link: '/services/securing-ai-systems',
        },
        {
          title: 'Detection Content Packs',
          description:
            'Detection rules and response playbooks mapped to MITRE ATT&CK, maintained by our fusion centre and tested against emulated attacks before every release.',
          icon: 'zap',
          link: '/services/ai-fusion-center',
        },
        {
          title: 'Access Review Toolkit',
          description:
            'Scripts and workflows that collect entitlements from identity providers and key applications, highlight dormant and excessive access, and record reviewer decisions.',
          icon: 'lock',
          link: '/services/zero-trust-security',
        },
      ],
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'See an accelerator in action',
        description:
          'We are happy to walk through any of our accelerators with your team and explain how it would fit your environment.',
        primary: { text: 'Request a walkthrough', link: '/contact' },
      },
    },
  ],
} satisfies SeedPage;
