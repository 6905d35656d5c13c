import type { JobPosting } from '../../../../../contract/page-content/careers';

const standardBenefits = [
  '27 days of annual leave plus bank holidays',
  '8% employer pension contribution',
  'Private medical cover',
  '£2,000 annual training budget and paid certifications',
];

export const careersJobPostings: JobPosting[] = [
  {
    title: 'Senior Cloud Security Engineer',
    department: 'Cloud Security',
    location: 'London or remote (UK)',
    type: 'Full-time',
    salary: '£80,000 – £95,000 + bonus',
    tags: ['Cloud', 'Infrastructure as code', 'Kubernetes'],
    description:
      'Design and build secure cloud platforms for clients in financial services and the public sector, and help grow our guardrail library.',
    responsibilities: [
      'Design secure landing zones and workload patterns with client architects',
      'Write and test policy-as-code guardrails and posture checks',
      'Review infrastructure-as-code and cloud configurations',
      'Coach client engineers and contribute to internal tooling',
    ],
    requirements: [
      'Several years of hands-on engineering on at least one major public cloud platform',
      'Fluency with Terraform or a comparable infrastructure-as-code tool',
      'Working knowledge of identity, networking and logging in the cloud',
      'Ability to explain technical risk to non-specialists',
    ],
    benefits: [...standardBenefits, 'Annual bonus linked to company performance'],
  },
  {
    title: 'Security Operations Analyst (Level 2)',
    department: 'Managed Services',
    location: 'London (hybrid, shift-based)',
    type: 'Full-time',
    salary: '£48,000 – £58,000 + shift allowance',
    tags: ['SOC', 'Detection', 'Incident response'],
    description:
      'Investigate alerts, hunt for threats and support incident response in our AI Fusion Centre, working with analysts, detection engineers and automation.',
    responsibilities: [
      'Triage and investigate escalated alerts across client environments',
      'Lead containment actions within agreed playbooks',
      'Propose detection improvements from investigation findings',
      'Mentor Level 1 analysts',
    ],
    requirements: [
      'Experience in a security operations or incident response role',
      'Confidence investigating endpoint, identity and network telemetry',
      'Familiarity with MITRE ATT&CK',
      'Eligibility for UK security clearance',
    ],
    benefits: [...standardBenefits, 'Shift allowance and a four-on, four-off rota'],
  },
  {
    title: 'AI Security Consultant',
    department: 'AI Security',
    location: 'London or Manchester (hybrid)',
    type: 'Full-time',
    salary: '£70,000 – £85,000 + bonus',
    tags: ['AI', 'Threat modelling', 'Governance'],
    description:
      'Help clients adopt AI safely by threat modelling AI-enabled services, testing them for misuse and helping governance teams set proportionate controls.',
    responsibilities: [
      'Run threat-modelling workshops for AI-enabled applications',
      'Test applications for prompt injection, data leakage and unsafe tool use',
      'Develop AI governance policies and risk assessments with clients',
      'Contribute to our research and public guidance',
    ],
    requirements: [
      'A background in application security, machine learning or both',
      'Experience assessing or building applications that use large language models',
      'Clear written communication for technical and executive audiences',
    ],
    benefits: [...standardBenefits, 'Conference and research time'],
  },
  {
    title: 'Cyber Risk Consultant (Fixed-term)',
    department: 'Advisory',
    location: 'London (hybrid)',
    type: 'Fixed-term',
    salary: '£60,000 – £70,000 pro rata',
    tags: ['Risk', 'Governance', 'Regulation'],
    description:
      'A 12-month role supporting resilience assessments and regulatory readiness programmes for financial-services clients.',
    responsibilities: [
      'Gather and assess evidence of control effectiveness',
      'Map controls to regulatory obligations such as DORA',
      'Draft findings and remediation plans for client review',
    ],
    requirements: [
      'Experience in cyber risk, audit or governance',
      'Familiarity with ISO/IEC 27001 or NIST CSF',
      'Strong analytical writing',
    ],
    benefits: standardBenefits,
  },
];
