import type { SeedSubpage } from '../../seed-types';

export const servicesCyberResilienceAssessmentSubpage = {
  parentSlug: 'services',
  slug: 'cyber-resilience-assessment',
  title: 'Cyber Resilience Assessment',
  description:
    'An independent, evidence-based assessment of how well your organisation can prevent, withstand and recover from a serious cyber incident.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Cyber resilience assessment',
        subtitle: 'Advisory services',
        description:
          'Find out how your organisation would cope with a serious incident, based on evidence and testing rather than self-assessment questionnaires.',
        cta: { text: 'Request an assessment', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Resilience is about recovery as much as prevention',
        description:
          'Regulators, insurers and boards increasingly ask not only whether you can stop an attack, but how quickly your important business services would be back if one succeeded.',
        description1:
          'Our assessment examines controls across prevention, detection, response and recovery, tests the most important ones in practice and gives you a prioritised plan to close the gaps.',
      },
    },
    {
      type: 'services',
      data: [
        {
          title: 'Control maturity review',
          description: 'Evidence-based scoring of your controls against a recognised framework.',
          features: [
            'Aligned to NIST CSF 2.0 and ISO/IEC 27001',
            'Evidence sampled, not just interviews',
            'Benchmarked against organisations of similar size and sector',
          ],
          icon: 'chart',
        },
        {
          title: 'Technical validation',
          description: 'Targeted testing to confirm that key controls work as described.',
          features: [
            'External attack surface review',
            'Active Directory and identity attack path analysis',
            'Backup isolation and restore testing',
          ],
          icon: 'target',
        },
        {
          title: 'Scenario exercise',
          description: 'A facilitated ransomware or supply-chain scenario with your executive and technical teams.',
          features: [
            'Tests decision-making, communication and escalation',
            'Measures realistic recovery times for critical services',
            'Produces an exercise report with lessons learned',
          ],
          icon: 'users',
        },
        {
          title: 'Remediation roadmap',
          description: 'A prioritised, costed plan to improve resilience where it matters most.',
          features: [
            'Findings ranked by risk reduction and effort',
            'Board-level summary and technical detail',
            'Optional re-assessment after twelve months',
          ],
          icon: 'compass',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Resilience assessment: questions',
        items: [
          {
            question: 'How is this different from a penetration test?',
            answer:
              'A penetration test looks for exploitable weaknesses in a defined scope. A resilience assessment looks across the whole lifecycle of an incident, including detection, response, recovery and governance, and uses targeted testing as one source of evidence.',
          },
          {
            question: "How much of our team's time will it take?",
            answer:
              'Typically around fifteen hours of interviews spread across stakeholders, plus time to provide evidence and a half-day scenario exercise for the leadership team.',
          },
          {
            question: 'Will the results help with DORA or NIS2?',
            answer:
              'Yes. We can map findings to the requirements that apply to you, and the scenario exercise provides evidence of resilience testing that supervisors expect to see.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Know where you stand',
        description: 'Most assessments take six to eight weeks from kick-off to final report.',
        primary: { text: 'Request an assessment', link: '/contact' },
        secondary: { text: 'Strategy and roadmapping', link: '/services/cprm-strategy-roadmapping' },
      },
    },
  ],
} satisfies SeedSubpage;
