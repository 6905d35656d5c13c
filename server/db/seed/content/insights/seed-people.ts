import type { PersonWrite } from '../../../../../contract/admin/admin-people';

/**
 * The people of the first start, written once (issue 30): the six who write Aegisline's insights, and the leadership
 * team the company page's team section shows (by slug, `pages/company.ts`).
 */
export const seedPeople: readonly PersonWrite[] = [
  {
    slug: 'mara-lindqvist',
    name: 'Mara Lindqvist',
    role: 'Managing Partner, Nordics',
    bio: 'Mara leads the Nordic practice from Stockholm after fifteen years leading security programmes in banking and energy. She advises boards on **cyber risk appetite** and what a realistic roadmap costs.',
    credentials: ['CISSP', 'CISM'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/mara-lindqvist-aegisline' }],
  },
  {
    slug: 'tomas-oyelaran',
    name: 'Tomás Oyelaran',
    role: 'Head of Offensive Security',
    bio: 'Tomás runs the red team and the vulnerability research that feeds our advisories. Before Aegisline he found and disclosed flaws in industrial control firmware.',
    credentials: ['OSCP', 'OSCE3', 'CRTO'],
    links: [{ label: 'GitHub', url: 'https://github.com/toyelaran' }],
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Principal Cloud Security Architect',
    bio: 'Priya designs landing zones and guard rails for organisations moving regulated workloads to AWS, Azure and Google Cloud.',
    credentials: ['CCSP', 'AWS Certified Security – Specialty'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/priya-raman-cloudsec' }],
  },
  {
    slug: 'jonas-weber',
    name: 'Jonas Weber',
    role: 'Incident Response Lead',
    bio: 'Jonas has led the response to more than sixty ransomware and business email compromise cases, from first call to lessons learned.',
    credentials: ['GCFA', 'GCIH'],
    links: [{ label: 'Mastodon', url: 'https://infosec.exchange/@jweber' }],
  },
  {
    slug: 'aiko-tanaka',
    name: 'Aiko Tanaka',
    role: 'AI Security Researcher',
    bio: 'Aiko tests machine-learning systems the way attackers do: prompt injection, data poisoning and model theft, and the controls that stop them.',
    credentials: ['OSCP', 'GIAC GMLE'],
    links: [{ label: 'Personal site', url: 'https://aiko-tanaka.dev' }],
  },
  {
    slug: 'daniel-mensah',
    name: 'Daniel Mensah',
    role: 'Digital Transformation Director',
    bio: 'Daniel helps programme leaders build security into transformation plans from the first architecture review, not the last go-live gate.',
    credentials: ['TOGAF', 'PMP'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/daniel-mensah-dt' }],
  },

  // The leadership team (the company page's team section).
  {
    slug: 'eleanor-marsh',
    name: 'Eleanor Marsh',
    role: 'Founder and Chief Executive',
    bio: 'Eleanor led incident response teams for two decades before founding the company. She chairs our risk committee and still leads board-level crisis exercises for clients.',
    credentials: [],
    links: [],
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Chief Technology Officer',
    bio: 'Daniel is responsible for our engineering practice and accelerators. He previously designed identity and cloud platforms for large retail and banking groups.',
    credentials: [],
    links: [],
  },
  {
    slug: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    role: 'Director, Cloud Security',
    bio: 'Sofia leads cloud architecture and guardrail engineering. She has built secure landing zones for organisations running thousands of cloud accounts.',
    credentials: [],
    links: [],
  },
  {
    slug: 'marcus-reid',
    name: 'Marcus Reid',
    role: 'Director, Advisory',
    bio: 'Marcus leads strategy, risk and resilience work. A former regulator-facing CISO, he helps boards set risk appetite and measure progress against it.',
    credentials: [],
    links: [],
  },
  {
    slug: 'amara-boateng',
    name: 'Amara Boateng',
    role: 'Head of AI Security',
    bio: 'Amara leads our AI security practice, combining a background in machine-learning research with hands-on adversarial testing of AI applications.',
    credentials: [],
    links: [],
  },
  {
    slug: 'tom-hartley',
    name: 'Tom Hartley',
    role: 'Head of Managed Services',
    bio: 'Tom runs the AI Fusion Centre. He has built and led security operations teams in energy and critical national infrastructure.',
    credentials: [],
    links: [],
  },
];
