import type { SeedArticle } from './seed-article-types';

export const seedCaseStudies: readonly SeedArticle[] = [
  {
    slug: 'regional-insurer-phishing-reduction',
    title: 'Case study: a regional insurer cuts phishing-led incidents by 71% in nine months',
    kind: 'case-study',
    summary:
      'A 2,400-person insurer was losing a week a month to credential phishing. Phishing-resistant sign-in, a reporting button people used and a faster triage loop changed that.',
    topics: ['Identity', 'Security awareness'],
    authors: ['mara-lindqvist', 'jonas-weber'],
    related: ['services'],
    publishedAt: '2026-10-21T08:00:00.000Z',
    coverAlt: 'A fishing hook deflected by a shield',
    body: [
      {
        title: 'The situation',
        description:
          'The client, a regional insurer with 2,400 staff and 380 brokers, logged **41 phishing-led incidents** in the twelve months before we started. Each took its small security team four to six days to close, and two led to fraudulent payment changes.',
      },
      {
        title: 'What we did',
        description:
          '- Moved every employee and broker to **FIDO2 security keys** or platform passkeys, starting with finance and claims.\n- Replaced the training video with a monthly ten-minute exercise built on lures the client had actually received.\n- Put a one-click report button in mail clients and answered every report within an hour.\n- Automated triage: reported messages are detonated, similar messages pulled from every mailbox.',
      },
      {
        title: 'Results after nine months',
        description: 'Measured against the twelve months before the programme:',
        points: [
          'Phishing-led incidents: 41 to 12 a year (down 71%)',
          'Median time to contain a reported phish: 5 days to 47 minutes',
          'Staff reporting rate on simulated lures: 9% to 64%',
          'No successful credential phish against a key-protected account',
        ],
      },
    ],
  },
  {
    slug: 'payments-platform-aws-pci-scope',
    title: 'Case study: moving a payments platform to AWS without losing control of PCI DSS scope',
    kind: 'case-study',
    summary:
      'A European payment service provider needed to leave its data centre in fourteen months. We designed the landing zone so that only 11 of 140 services stayed in cardholder-data scope.',
    topics: ['Cloud security', 'Compliance'],
    authors: ['priya-raman'],
    related: ['solutions', 'digital-transformation'],
    publishedAt: '2026-07-15T08:00:00.000Z',
    coverAlt: 'Cloud workloads separated into a small fenced zone and a larger open one',
    body: [
      {
        title: 'The challenge',
        description:
          'The client processes about **1.2 million card transactions a day**. Its data-centre contract ended in fourteen months, and its assessor had warned that a flat cloud network would pull every service into PCI DSS scope.',
      },
      {
        title: 'The approach',
        description:
          'We built a multi-account landing zone with the cardholder-data environment in its own organisational unit, tokenised card numbers at the edge so downstream services only ever saw tokens, and wrote the guard rails as service control policies and config rules that the assessor could read.',
        points: [
          'Separate accounts and network paths for the cardholder-data environment',
          'Tokenisation at the API gateway; no primary account numbers past it',
          'Every control mapped to a PCI DSS 4.0 requirement with evidence collected automatically',
        ],
      },
      {
        title: 'Outcome',
        description:
          'The migration finished two weeks early. **11 of 140 services** remained in scope (there had been 63 on premises), the first cloud assessment raised no findings against the landing zone, and evidence collection for the annual report went from six weeks of work to four days.',
      },
    ],
  },
  {
    slug: 'logistics-ransomware-contained',
    title: 'Case study: containing a ransomware intrusion at a logistics firm in 38 hours',
    kind: 'case-study',
    summary:
      'Encryption had started on two file servers when the client called on a Saturday night. How the response unfolded hour by hour, and why the depots kept shipping.',
    topics: ['Incident response', 'Resilience'],
    authors: ['jonas-weber'],
    related: ['services'],
    publishedAt: '2026-05-27T08:00:00.000Z',
    coverAlt: 'A timeline with an alert spike flattened by a containment line',
    body: [
      {
        title: 'The first six hours',
        description:
          'The client, a logistics company with 19 depots, saw files on two servers renamed at 22:40. Within 40 minutes of the call our responders had **isolated both servers and the compromised VPN account** through the EDR console and disabled the service account the attackers were using to spread.',
      },
      {
        title: 'Scoping and eradication',
        description:
          'Forensic triage of 312 endpoints found the entry point: a VPN appliance missing a 2025 patch. The attackers had been inside for nine days and had staged 40 GB for exfiltration, which outbound filtering had blocked. We rebuilt 14 servers from clean images and reset every privileged credential.',
      },
      {
        title: 'Results',
        points: [
          'Contained 38 hours after the first call',
          'No ransom paid; no data confirmed as exfiltrated',
          'Depot operations never stopped: routing ran from a segment the attackers never reached',
          'Recovery completed in 6 days against a 21-day estimate',
        ],
        description: 'The client has since moved its VPN to identity-aware access and rehearses the plan twice a year.',
      },
    ],
  },
];
