import { brand } from '../../../../../contract/brand';
import type { SeedPage } from '../../seed-types';

export const homePage = {
  slug: 'home',
  title: 'Home',
  description: `${brand.name} helps regulated organisations secure cloud, identity and AI while they modernise, with advisory, transformation and managed security services.`,
  status: 'published',
  blocks: [
    // One strong, still message: the rotating stories live further down (heroCarousel), paused until asked.
    {
      type: 'banner',
      data: {
        title: `${brand.name}: cyber resilience and digital transformation`,
        slides: [
          {
            title: 'Modernise without widening your attack surface',
            subtitle: 'Security engineered into transformation, not bolted on afterwards',
            description:
              'We work alongside your architects and delivery teams so that cloud migrations, new platforms and AI initiatives ship with controls your board, auditors and customers can rely on.',
            cta: { text: 'Talk to a consultant', link: '/contact' },
          },
        ],
      },
    },
    {
      type: 'heroCarousel',
      data: {
        title: 'Where we are helping clients now',
        intervalSeconds: 8,
        slides: [
          {
            title: 'Zero trust for hybrid workforces',
            description:
              'Replacing flat VPN access with identity-aware, per-application access for organisations with thousands of remote and third-party users.',
            cta: { text: 'Hybrid and supplier access', link: '/solutions/hybrid-and-supplier-access' },
          },
          {
            title: 'Cloud security posture at scale',
            description:
              'Guardrails as code, posture management and least-privilege identity across multi-account cloud estates, measured against a baseline your engineers agreed to.',
            cta: { text: 'Cloud under control', link: '/solutions/cloud-under-control' },
          },
          {
            title: '24/7 detection with an AI-assisted fusion centre',
            description:
              'Analysts and automation working from a single view of threat intelligence, detections and response, tuned to your environment rather than a generic rule pack.',
            cta: { text: 'AI Fusion Centre', link: '/services/ai-fusion-center' },
          },
        ],
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Security and transformation, delivered by one team',
        subtitle: `Independent consultancy since ${brand.foundedYear}`,
        description: `${brand.name} is a London-based consultancy of security engineers, architects and risk specialists. We hold ISO/IEC 27001 certification for our own operations, and our testing team works to CREST-aligned methodology.`,
        description1:
          'Most security problems we are asked to solve were created during change: a rushed migration, an integration nobody threat-modelled, an identity model that grew by accident. We therefore join programmes early and stay through delivery.',
        description2:
          'Every engagement ends with something your own people can run: documented controls, automated checks and a team that understands why each decision was taken.',
      },
    },
    {
      type: 'cards',
      data: {
        variant: 'features',
        title: `Why organisations choose ${brand.name}`,
        subtitle: 'Practitioners first',
        items: [
          {
            title: 'Senior people on every engagement',
            description:
              'Each engagement is led by a principal consultant with at least ten years in the field, who stays accountable from scoping to handover.',
            icon: 'users',
          },
          {
            title: 'Outcomes you can measure',
            description:
              'We agree success measures up front, such as mean time to detect, privileged accounts removed or audit findings closed, and report against them.',
            icon: 'chart',
          },
          {
            title: 'Vendor-neutral advice',
            description:
              'We take no resale margin on the products we recommend, so our architecture advice is driven by your risk and your existing investments.',
            icon: 'compass',
          },
          {
            title: 'Assured ways of working',
            description:
              'Our own information security management system is certified to ISO/IEC 27001 and our staff hold clearances appropriate to public-sector and regulated work.',
            icon: 'shield',
          },
        ],
      },
    },
    {
      type: 'overview',
      data: {
        variant: 'services',
        title: 'Services',
        subtitle: 'From first assessment to round-the-clock operations',
        description:
          'Advisory to set direction, transformation to build the controls, and managed services to run them.',
        items: [
          {
            title: 'CPRM strategy and roadmapping',
            description:
              'A cyber and privacy risk strategy tied to business objectives, with a funded three-year roadmap.',
            icon: 'compass',
            link: '/services/cprm-strategy-roadmapping',
          },
          {
            title: 'Cyber resilience assessment',
            description:
              'An evidence-based view of how well you would prevent, withstand and recover from a serious incident.',
            icon: 'target',
            link: '/services/cyber-resilience-assessment',
          },
          {
            title: 'AI Fusion Centre',
            description:
              'Managed detection and response that combines experienced analysts with carefully governed automation.',
            icon: 'zap',
            link: '/services/ai-fusion-center',
          },
        ],
        cta: { text: 'All services', link: '/services' },
      },
    },
    {
      type: 'overview',
      data: {
        variant: 'solutions',
        title: 'Solutions',
        subtitle: 'The problems we are asked to solve most',
        items: [
          {
            title: 'Adopting AI safely',
            description: 'Say yes to AI assistants and agents without leaking data or opening a new way in.',
            icon: 'brain',
            link: '/solutions/adopting-ai-safely',
          },
          {
            title: 'Hybrid and supplier access',
            description:
              'Staff and suppliers reach the applications they need, and a stolen login reaches nothing more.',
            icon: 'lock',
            link: '/solutions/hybrid-and-supplier-access',
          },
          {
            title: 'Cloud under control',
            description: 'Guardrails, owners and audit evidence for a cloud estate that grew faster than its controls.',
            icon: 'cloud',
            link: '/solutions/cloud-under-control',
          },
        ],
        cta: { text: 'All solutions', link: '/solutions' },
      },
    },
    {
      type: 'caseStudies',
      data: {
        title: 'Results our clients can measure',
        subtitle: 'Case studies',
        description: 'Three engagements, told by the figures our clients now report to their own boards.',
        items: [
          {
            client: 'Harrowgate Mutual',
            sector: 'Building society',
            title: 'A resilience roadmap the board could fund, delivered in eighteen months',
            summary:
              'An assessment against NIST CSF 2.0 turned 140 open findings into a costed, sequenced roadmap. We then rehearsed recovery with the operations team every quarter until restoring core services became routine.',
            outcomes: [
              { value: '100%', label: 'of high-priority findings closed' },
              { value: '6 h', label: 'to restore core services in the last test, from three days' },
            ],
            link: '/services/cyber-resilience-assessment',
          },
          {
            client: 'Calder & Finch Logistics',
            sector: 'Logistics',
            title: 'Cloud guardrails as code across 140 accounts',
            summary:
              'Our engineers worked inside the platform squads to build preventive guardrails and posture checks as code, mapped to ISO/IEC 27001 and SOC 2, and handed the pipeline over to the client’s own team.',
            outcomes: [
              { value: '92%', label: 'fewer public-exposure findings' },
              { value: '3 days', label: 'to prepare for audit, from five weeks' },
            ],
            link: '/solutions/cloud-under-control',
          },
          {
            client: 'Westmere Energy',
            sector: 'Energy',
            title: 'Alerts that arrive with context for a regional network operator',
            summary:
              'The AI Fusion Centre took over monitoring of IT and operational technology, tuned detections to the client’s environment and agreed a response playbook for each critical asset.',
            outcomes: [
              { value: '11 min', label: 'median time from alert to triage, from four hours' },
              { value: '68%', label: 'fewer alerts escalated to the client’s team' },
            ],
            link: '/services/ai-fusion-center',
          },
        ],
      },
    },
    {
      type: 'testimonials',
      data: {
        title: 'What our clients say',
        items: [
          {
            author: 'Helen Cartwright',
            position: 'Chief Information Security Officer',
            company: 'Harrowgate Mutual',
            quote:
              'They gave our board a clear, honest picture of our resilience and a roadmap we could actually fund. Eighteen months on, every high-priority finding is closed.',
          },
          {
            author: 'Rajesh Menon',
            position: 'Head of Platform Engineering',
            company: 'Calder & Finch Logistics',
            quote:
              'The team worked inside our squads rather than handing over a report. Our cloud guardrails are now code we own, and audit preparation takes days instead of weeks.',
          },
          {
            author: 'Claire Donnelly',
            position: 'Director of Technology',
            company: 'Westmere Energy',
            quote:
              'Their fusion centre analysts know our environment. Alerts arrive with context and a recommended action, which has changed how quickly we respond.',
          },
        ],
      },
    },
    {
      type: 'logoCarousel',
      data: {
        title: 'Trusted by organisations across finance, energy, logistics and the public sector',
        logos: [
          { name: 'Harrowgate Mutual' },
          { name: 'Calder & Finch Logistics' },
          { name: 'Westmere Energy' },
          { name: 'Brackenfield Insurance' },
          { name: 'Ashcombe Borough Council' },
          { name: 'Norland Rail Services' },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'highlights',
        title: 'Start with a conversation, not a sales pitch',
        description:
          'Tell us what you are trying to change. A principal consultant will come back within two working days with an honest view of whether and how we can help.',
        primary: { text: 'Contact us', link: '/contact' },
        secondary: { text: 'See our services', link: '/services' },
        highlights: [
          'ISO/IEC 27001-certified operations',
          'CREST-aligned testing methodology',
          'UK-based, security-cleared consultants',
        ],
      },
    },
  ],
} satisfies SeedPage;
