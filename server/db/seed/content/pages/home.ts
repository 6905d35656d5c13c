import { brand } from '../../../../../contract/brand';
import { articlePath } from '../../../../../contract/articles';
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
        // Each story is told in full by its case study (issue 30); clients are anonymised there and here.
        items: [
          {
            client: 'A regional insurer',
            sector: 'Insurance',
            title: 'Phishing-led incidents cut by 71% in nine months',
            summary:
              'Phishing-resistant sign-in for 2,400 staff and 380 brokers, a report button people actually used, and triage that pulls a reported lure from every mailbox within the hour.',
            outcomes: [
              { value: '71%', label: 'fewer phishing-led incidents a year' },
              { value: '47 min', label: 'median time to contain a reported phish, from five days' },
            ],
            link: articlePath('regional-insurer-phishing-reduction'),
          },
          {
            client: 'A European payment service provider',
            sector: 'Payments',
            title: 'A payments platform moved to AWS with PCI DSS scope under control',
            summary:
              'We designed the landing zone so that cardholder data stayed behind tokenisation at the gateway, with every control mapped to PCI DSS 4.0 and its evidence collected automatically.',
            outcomes: [
              { value: '11', label: 'of 140 services left in PCI DSS scope, from 63 on premises' },
              { value: '4 days', label: 'to collect evidence for the annual report, from six weeks' },
            ],
            link: articlePath('payments-platform-aws-pci-scope'),
          },
          {
            client: 'A logistics firm',
            sector: 'Logistics',
            title: 'A ransomware intrusion contained in 38 hours',
            summary:
              'Encryption had started on two file servers on a Saturday night. Our incident responders isolated the network, cleared the intruders out and restored the estate while the depots kept shipping.',
            outcomes: [
              { value: '38 h', label: 'from the first call to containment' },
              { value: '6 days', label: 'to full recovery, against a 21-day estimate' },
            ],
            link: articlePath('logistics-ransomware-contained'),
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
