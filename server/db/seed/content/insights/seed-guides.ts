import type { SeedArticle } from './seed-article-types';

export const seedGuides: readonly SeedArticle[] = [
  {
    slug: 'zero-trust-in-eight-steps',
    title: 'Guide: zero trust in eight steps for a mid-sized organisation',
    kind: 'guide',
    summary:
      'Zero trust is a direction, not a product. Eight steps, in the order we take them with clients of 500 to 5,000 people, with what each one costs in effort.',
    topics: ['Zero trust', 'Identity'],
    authors: ['priya-raman', 'mara-lindqvist'],
    related: ['solutions', 'services'],
    publishedAt: '2026-10-02T08:00:00.000Z',
    coverAlt: 'Eight stepping stones leading to a guarded gate',
    body: [
      {
        title: 'Steps one to four: know and verify',
        description:
          '1. **Inventory identities**: every person, service account and API key, each with an owner.\n2. **Phishing-resistant sign-in** for administrators first, then everyone.\n3. **Device health** as a sign-in condition: managed, encrypted, patched.\n4. **Inventory applications** and put each behind the identity provider.',
      },
      {
        title: 'Steps five to eight: limit and watch',
        description:
          '5. Replace the VPN with per-application access.\n6. Remove standing administrator rights; grant them just in time.\n7. Segment the network so a compromised laptop reaches only what its user needs.\n8. Send identity, device and access logs to one place and alert on what matters.',
      },
      {
        title: 'How long it takes',
        description:
          'For a 1,500-person organisation, steps one to four usually take **three to five months**, and five to eight another six to nine. Start where your last incident or audit finding was.',
      },
    ],
  },
  {
    slug: 'first-tabletop-exercise',
    title: 'Guide: running your first incident tabletop exercise',
    kind: 'guide',
    summary:
      'A two-hour tabletop exercise finds the gaps a plan hides: who decides, who calls whom, and what nobody wrote down. A facilitator’s checklist from planning to the report.',
    topics: ['Incident response', 'Resilience'],
    authors: ['jonas-weber'],
    related: ['services'],
    publishedAt: '2026-08-12T08:00:00.000Z',
    coverAlt: 'A round table with playing cards showing alerts',
    body: [
      {
        title: 'Before the day',
        description:
          '1. Pick **one scenario** your organisation could really face, such as ransomware on a Friday night.\n2. Invite decision makers, not only IT: legal, communications, operations and an executive.\n3. Write five to seven injects, each a piece of news that forces a decision.',
      },
      {
        title: 'On the day',
        description:
          'Keep it to two hours. Read each inject aloud, give the room ten minutes, and ask three questions every time: **who decides, what do we tell whom, and what do we need that we do not have?** Note every answer that begins with “I think”.',
      },
      {
        title: 'Afterwards',
        description:
          'Send a two-page report within a week: what went well, the five biggest gaps, and an owner and date for each. Run the next exercise in six months with a harder scenario.',
      },
    ],
  },
  {
    slug: 'cloud-landing-zone-guard-rails',
    title: 'Guide: the first twenty guard rails for a cloud landing zone',
    kind: 'guide',
    summary:
      'Guard rails stop mistakes before they become incidents. The twenty we put in place first on AWS and Azure, grouped by what they protect.',
    topics: ['Cloud security'],
    authors: ['priya-raman'],
    related: ['solutions'],
    publishedAt: '2026-04-08T08:00:00.000Z',
    coverAlt: 'A winding road lined with guard rails through cloud shapes',
    body: [
      {
        title: 'Identity and access',
        points: [
          'No long-lived access keys for people',
          'Root or global administrator accounts with hardware keys and no daily use',
          'Administrator roles assumed just in time, with a reason logged',
          'Service accounts scoped to one workload',
          'Sign-in only through the corporate identity provider',
        ],
        description: 'Most cloud breaches we investigate begin with a credential. Start here.',
      },
      {
        title: 'Data and network',
        points: [
          'Storage never public unless the account is tagged for it',
          'Encryption at rest with keys the organisation controls',
          'No inbound management ports from the internet',
          'Outbound traffic through an inspected egress point',
          'Flow logs on in every network',
        ],
        description: 'Write each rule as a preventive policy where you can, and as a detective rule where you cannot.',
      },
      {
        title: 'Visibility',
        description:
          'The last ten are about knowing what happened: audit logs to a separate, locked account, alerts on disabled logging, tagging enforced at creation, and a monthly report of every exception granted.',
      },
    ],
  },
];
