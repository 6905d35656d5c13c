import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const companyPartnersPage = {
  slug: 'company/partners',
  title: 'Partners',
  description: `${brand.name} technology and alliance partners: specialist firms we work alongside in cloud, identity, data protection and threat intelligence.`,
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Partners',
        subtitle: 'Specialists we trust to work alongside us',
        description: `We stay vendor-neutral, but we do build close working relationships with a small number of firms whose expertise complements ours. ${brand.name} takes no resale commission from any partner.`,
      },
    },
    {
      type: 'partnersSection',
      data: {
        title: 'Our alliance network',
        description:
          'Each partner has been assessed against our supplier security standard and has delivered alongside us on client engagements.',
        partners: [
          { name: 'Halden Ridge Cloud', tag: 'Cloud platforms' },
          { name: 'Tessellate Identity', tag: 'Identity and access' },
          { name: 'Quillmark Analytics', tag: 'Threat intelligence' },
          { name: 'Fennick Data Protection', tag: 'Backup and recovery' },
        ],
      },
    },
    {
      type: 'partners',
      data: [
        {
          name: 'Halden Ridge Cloud',
          tag: 'Cloud platforms',
          description1:
            'Halden Ridge Cloud is a platform engineering firm specialising in large-scale migrations and managed Kubernetes operations.',
          description2:
            'We work together on migrations where the client needs both delivery capacity and independent security assurance: they build and run the platform, we design the guardrails and test them.',
          keyCapabilities: [
            {
              title: 'Platform engineering',
              aspects: [
                'Multi-account landing zones',
                'Managed Kubernetes operations',
                'Infrastructure as code at scale',
              ],
            },
            {
              title: 'Migration delivery',
              aspects: [
                'Application portfolio assessment',
                'Wave planning and cut-over',
                'Cost and performance optimisation',
              ],
            },
          ],
        },
        {
          name: 'Tessellate Identity',
          tag: 'Identity and access',
          description1:
            'Tessellate Identity implements workforce and customer identity platforms, including lifecycle automation and privileged access.',
          description2:
            'On zero trust programmes we define the access model and policies, and Tessellate implements and integrates the identity tooling the client has selected.',
          keyCapabilities: [
            {
              title: 'Identity governance',
              aspects: [
                'Joiner, mover and leaver automation',
                'Access certification campaigns',
                'Role mining and modelling',
              ],
            },
            {
              title: 'Privileged access',
              aspects: ['Just-in-time elevation', 'Session recording and review', 'Secrets and credential vaulting'],
            },
          ],
        },
        {
          name: 'Quillmark Analytics',
          tag: 'Threat intelligence',
          description1:
            'Quillmark Analytics produces sector-focused threat intelligence for financial services, energy and transport.',
          description2:
            'Their reporting feeds our fusion centre, helping analysts prioritise detections around the actors most likely to target each client.',
          keyCapabilities: [
            {
              title: 'Intelligence production',
              aspects: ['Sector threat landscapes', 'Actor profiling', 'Vulnerability exploitation tracking'],
            },
          ],
        },
        {
          name: 'Fennick Data Protection',
          tag: 'Backup and recovery',
          description1:
            'Fennick Data Protection designs immutable backup and recovery architectures for organisations that must restore critical services quickly after ransomware.',
          keyCapabilities: [
            {
              title: 'Recovery engineering',
              aspects: ['Immutable and isolated backups', 'Recovery time testing', 'Clean-room restoration'],
            },
            {
              title: 'Resilience exercises',
              aspects: ['Ransomware recovery rehearsals', 'Recovery runbook development'],
            },
          ],
        },
      ],
    },
    {
      type: 'logoCarousel',
      data: {
        title: 'Alliance partners',
        logos: [
          { name: 'Halden Ridge Cloud' },
          { name: 'Tessellate Identity' },
          { name: 'Quillmark Analytics' },
          { name: 'Fennick Data Protection' },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Already working with one of our partners?',
        description:
          'We often join programmes alongside the firms on this page. Tell us who you work with and what you are building, and we will say where we would fit.',
        primary: { text: 'Start a joint conversation', link: '/contact' },
        secondary: { text: 'About Aegisline', link: '/company' },
      },
    },
  ],
} satisfies SeedPage;
