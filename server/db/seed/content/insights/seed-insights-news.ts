import type { SeedArticle } from './seed-article-types';

export const seedInsightsAndNews: readonly SeedArticle[] = [
  {
    slug: 'prompt-injection-is-access-control',
    title: 'Prompt injection is an access-control problem, not a filtering problem',
    kind: 'insight',
    summary:
      'Filters that look for malicious instructions lose to the next phrasing. Limiting what a language-model agent may do with what it reads is what holds.',
    topics: ['AI security', 'Application security'],
    authors: ['aiko-tanaka'],
    related: ['products'],
    publishedAt: '2026-11-06T08:00:00.000Z',
    coverAlt: 'A speech bubble passing through a gate that checks permissions',
    body: [
      {
        title: 'Why filtering fails',
        description:
          'In our tests of eleven production assistants, every input filter was bypassed within a day by rephrasing, translation or instructions hidden in a document the assistant was asked to summarise. The model cannot reliably tell **data it reads** from **instructions it follows**.',
      },
      {
        title: 'What works instead',
        description:
          '- Give the agent the permissions of the person it acts for, never more.\n- Require a human confirmation for actions that send, pay, delete or share.\n- Treat every tool result as untrusted input, as you would a form field.\n- Log the full chain of prompts and tool calls so an incident can be reconstructed.',
      },
    ],
  },
  {
    slug: 'board-questions-cyber-resilience',
    title: 'Five questions boards should ask about cyber resilience',
    kind: 'insight',
    summary:
      'Boards are asked to approve security budgets without a way to judge them. Five questions that reveal whether an organisation could survive a serious incident.',
    topics: ['Resilience', 'Governance'],
    authors: ['mara-lindqvist'],
    related: ['services', 'digital-transformation'],
    publishedAt: '2026-06-18T08:00:00.000Z',
    coverAlt: 'A boardroom table with a resilience gauge in the centre',
    body: [
      {
        title: 'The five questions',
        description:
          '1. **Which three systems would stop us trading**, and how long could we run without each?\n2. When did we last restore one of them from backup, and how long did it take?\n3. Who decides whether to pay a ransom, and have they rehearsed it?\n4. Which suppliers could take us down with them?\n5. What did our last incident teach us, and what changed because of it?',
      },
      {
        title: 'What good answers sound like',
        description:
          'Good answers are specific and recent: a named system, a measured restore time, a date. “We are compliant” is not an answer to any of them.',
      },
    ],
  },
  {
    slug: 'securing-ai-in-transformation-programmes',
    title: 'Security belongs in the first sprint of an AI transformation programme',
    kind: 'insight',
    summary:
      'Programmes that add security at the go-live gate rebuild a third of what they made. What to decide in the first sprint instead.',
    topics: ['AI security', 'Digital transformation'],
    authors: ['daniel-mensah', 'aiko-tanaka'],
    related: ['digital-transformation', 'products'],
    publishedAt: '2026-03-25T08:00:00.000Z',
    coverAlt: 'A project timeline with a shield placed at its very start',
    body: [
      {
        title: 'Decide early',
        description:
          'Three decisions shape everything after them: **which data the models may see**, where they run, and who is accountable for what they do. Each is cheap to make in week one and expensive to change in month nine.',
      },
      {
        title: 'A first-sprint checklist',
        points: [
          'Data classification for every source the model will read',
          'A threat model of the agent’s tools and permissions',
          'An owner for model behaviour, named in the RACI',
          'Logging of prompts and outputs, with a retention period',
        ],
        description: 'None of these needs more than a workshop; all of them save rework.',
      },
    ],
  },
  {
    slug: 'crest-accreditation',
    title: 'Aegisline achieves CREST accreditation for penetration testing',
    kind: 'news',
    summary:
      'Our offensive security team is now CREST-accredited, after an assessment of our methodology, data handling and the qualifications of every tester.',
    topics: ['Company news'],
    authors: ['tomas-oyelaran'],
    related: ['services'],
    publishedAt: '2026-09-22T08:00:00.000Z',
    coverAlt: 'A seal of accreditation over a shield',
    body: [
      {
        title: 'What it means for clients',
        description:
          'CREST accreditation is required by many regulators and procurement frameworks. Clients can now use our penetration tests for **CBEST, TIBER-EU** and similar schemes, and rely on an independent check of how we handle their data.',
      },
    ],
  },
  {
    slug: 'stockholm-office-opens',
    title: 'Aegisline opens a Nordic office in Stockholm',
    kind: 'news',
    summary:
      'A team of nine in Stockholm will serve clients in Sweden, Norway, Denmark and Finland, with incident response on call in the local time zone.',
    topics: ['Company news'],
    authors: ['mara-lindqvist'],
    related: ['contact'],
    publishedAt: '2026-05-05T08:00:00.000Z',
    coverAlt: 'A map of the Nordic countries with a marker on Stockholm',
    body: [
      {
        title: 'Why Stockholm',
        description:
          'A third of our clients now operate in the Nordics, and NIS2 has brought many more organisations there into scope. The Stockholm team offers **penetration testing, cloud security and incident response** in Swedish and English.',
      },
    ],
  },
];
