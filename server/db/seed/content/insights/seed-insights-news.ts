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
        title: 'The problem',
        description:
          'A language-model assistant that reads email, tickets or web pages and can also act (send a message, update a record, call an API) will sooner or later read text written by someone who wants it to do something else. That is prompt injection. It is not exotic: the attacker needs only to get words in front of the model, and most useful assistants exist precisely to read words from outside.\n\nThe usual first response is a filter: a list of suspicious phrases, a classifier, or a second model asked whether the input looks malicious. Over the past year we have tested this approach often enough to be confident that it does not hold on its own.',
      },
      {
        title: 'Why filtering fails',
        description:
          'In our tests of eleven production assistants, every input filter was bypassed within a day by rephrasing, translation or instructions hidden in a document the assistant was asked to summarise. The model cannot reliably tell **data it reads** from **instructions it follows**.\n\nThe bypasses were not clever. In one case, an instruction written in Welsh passed a filter trained on English. In another, the instruction sat in white text in a supplier invoice the assistant was asked to check. In a third, it was split across two calendar invitations that only meant something when read together. A filter is a list of things someone thought of; the attacker has the rest of the language.\n\nThis is the same lesson web security learnt with SQL injection. Blocklists of dangerous characters were bypassed for a decade; what fixed it was separating code from data with parameterised queries. Language models have no equivalent separation yet, so the control has to sit outside the model.',
      },
      {
        title: 'What works instead',
        description:
          '- Give the agent the permissions of the person it acts for, never more.\n- Require a human confirmation for actions that send, pay, delete or share.\n- Treat every tool result as untrusted input, as you would a form field.\n- Log the full chain of prompts and tool calls so an incident can be reconstructed.\n\nThe principle is to assume the model will sometimes be persuaded, and to make sure that when it is, it can do no more than the person it was working for could have done, and nothing irreversible without that person agreeing.',
      },
      {
        title: 'What this looked like in practice',
        description:
          'One client’s customer service assistant could read a customer’s tickets and issue refunds up to £500. We persuaded it, through text in a ticket, to refund a different customer. The fix was not a better filter. The refund tool now takes the customer from the authenticated session, not from the model’s arguments, and any refund above £50 goes to an agent for a single click of approval. We tried the same attack, and forty variants of it, after the change; the model was still sometimes persuaded, but the tool refused every time.\n\nThat is the measure we now use: not how often the model is fooled, but what it can do when it is.',
      },
      {
        title: 'Questions to ask of your own assistants',
        points: [
          'Whose permissions does each tool call run with?',
          'Which actions can the assistant take without a person confirming them?',
          'Could text in a document, email or web page reach the model alongside the user’s request?',
          'Can you reconstruct every prompt and tool call behind a given action a month later?',
        ],
        description:
          'If the answer to the first is “a service account” or to the second is “anything”, filtering will not save you. Filters still have a place as a tripwire that raises an alert, but not as the control.\n\nThe good news is that none of this needs new technology. It is the access control, confirmation and audit logging that applications handling money and personal data already have; the work is applying it to a new kind of user.',
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
        title: 'Why these questions',
        description:
          'Most board papers on cyber security report activity: the number of phishing tests sent, the percentage of patches applied, the progress of a framework maturity score. These are useful to the security team and nearly useless to a board, which needs to know one thing: if something serious happens, will the organisation still be able to trade, and how quickly will it recover?\n\nIn fifteen years of presenting security programmes to boards in banking and energy, I have found that five questions get closer to the answer than any dashboard. None requires technical knowledge to ask, and each has an answer that can be checked.',
      },
      {
        title: 'The five questions',
        description:
          '1. **Which three systems would stop us trading**, and how long could we run without each?\n2. When did we last restore one of them from backup, and how long did it take?\n3. Who decides whether to pay a ransom, and have they rehearsed it?\n4. Which suppliers could take us down with them?\n5. What did our last incident teach us, and what changed because of it?',
      },
      {
        title: 'What each question reveals',
        description:
          '- **The first** tests whether the organisation knows its own priorities. If the answer is a list of twenty systems, or none, no recovery plan can be realistic.\n- **The second** tests whether backups work, which is a different thing from whether they run. In our incident work, roughly one organisation in three discovers during an attack that a restore takes several times longer than anyone assumed.\n- **The third** tests governance under pressure. The decision usually falls at night, with incomplete information, and involves legal, insurance and sanctions questions. A board that has not discussed it will discuss it for the first time at the worst moment.\n- **The fourth** tests supply-chain awareness. A payroll provider, a managed service provider or a single software vendor can be the incident.\n- **The fifth** tests whether the organisation learns. Most incidents repeat an earlier one in a new form.',
      },
      {
        title: 'Answers that should worry you',
        description: 'Some answers come up often enough that they deserve a warning of their own.',
        points: [
          '“Everything is critical”: nothing has been prioritised, so recovery will follow whoever shouts loudest',
          '“The backups run every night”: that is a schedule, not a restore time',
          '“We would follow the insurer’s advice”: the insurer advises, the board decides',
          '“Our suppliers are certified”: a certificate says nothing about whether their outage becomes yours',
          '“We have not had an incident”: either the organisation is not looking, or it is not calling them incidents',
        ],
      },
      {
        title: 'What good answers sound like',
        description:
          'Good answers are specific and recent: a named system, a measured restore time, a date. “We are compliant” is not an answer to any of them.\n\nA good answer to the second question, for example: “We restored the order management system to an isolated environment in March. It took 14 hours against a target of 8; the database restore was the bottleneck, and the fix is funded in this budget.” That tells a board more than a maturity score ever will, including where the money is going and why.',
      },
      {
        title: 'Using them',
        description:
          'Ask the questions once a year and keep the answers in the board minutes, so the next year’s can be compared with them. Ask them again after any significant incident, at your organisation or at a peer. And if an answer is “we don’t know”, treat it as the most useful answer of the session: it tells you where the next piece of work should go.\n\nNone of this replaces the security team’s own reporting. It gives the board a way to test that reporting against what the organisation could actually do on its worst day.',
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
        title: 'The pattern we keep seeing',
        description:
          'In the last two years we have been asked to review nine AI programmes shortly before go-live: assistants for case handlers, document extraction for claims, agents that draft replies to customers. In seven of them the security review found design decisions that could not be fixed with configuration. Models had been given access to whole document stores rather than the documents a user could see; agents called internal APIs with a shared service account; nobody could say how long prompts were kept or where.\n\nOn average those programmes rebuilt about a third of what they had made, and went live four months later than planned. None of the problems was hard to avoid. They were simply decided by default, early, by people who did not know they were deciding them.',
      },
      {
        title: 'Decide early',
        description:
          'Three decisions shape everything after them: **which data the models may see**, where they run, and who is accountable for what they do. Each is cheap to make in week one and expensive to change in month nine.\n\n- **Data**: if the model may only see what the current user may see, retrieval must filter by the user’s permissions, and that shapes the index, the connectors and the caching from the start.\n- **Where it runs**: a hosted model, a model in your own cloud tenancy and a model on your own hardware have different contracts, data-residency answers and logging options. Changing later means rewriting integrations.\n- **Accountability**: someone must own what the model does in production, including its mistakes. Without a name, every incident becomes a meeting about whose problem it is.',
      },
      {
        title: 'A first-sprint checklist',
        points: [
          'Data classification for every source the model will read',
          'A threat model of the agent’s tools and permissions',
          'An owner for model behaviour, named in the RACI',
          'Logging of prompts and outputs, with a retention period',
        ],
        description:
          'None of these needs more than a workshop; all of them save rework.\n\nIn practice that is four half-day sessions in the first two weeks, with the product owner, an architect, someone from data protection and a security engineer in the room. The threat model is a single page listing each tool the agent can call, what it can change, and what happens if the agent is persuaded to misuse it.',
      },
      {
        title: 'An example',
        description:
          'One of the two programmes that started this way was a housing association’s assistant for tenancy officers, reading case notes and drafting letters. In the first sprint the team decided that retrieval would use the officer’s own permissions, so the assistant could never quote a case the officer could not open; that the model would run in the association’s own cloud tenancy in the UK; and that the head of housing services owned its behaviour. The threat model found one dangerous tool, sending letters, and the team made every letter a draft that an officer sends.\n\nAt go-live review, eleven months later, the security findings were two configuration changes, both fixed within a week.',
      },
      {
        title: 'What it costs and what it saves',
        description:
          'On the two programmes in our sample that made these decisions in their first sprint, the security work came to about 3% of the programme’s effort, and neither needed structural changes at go-live. Set against a third of the build redone, the argument is not close.\n\nThe harder part is cultural. Transformation programmes are rewarded for showing progress early, and a workshop about data classification does not look like progress. Sponsors can help by making the four items above a condition of the first funding gate, not the last one, and by asking at every steering meeting whether any of them has changed.',
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
      {
        title: 'What the assessment covered',
        description:
          'The assessment took four months. CREST’s assessors reviewed our testing methodology from scoping to report, how we store, transfer and destroy client data, our complaints process, and the qualifications of every tester who leads engagements. They also read a sample of anonymised reports from the past year.\n\nSome of the work was new to us. We now destroy test data within 30 days of a report being accepted unless a client asks otherwise in writing, and every report passes a second, independent technical review before it leaves the team.',
      },
      {
        title: 'What does not change',
        description:
          'The team, the rates and the way we scope work stay as they are. Existing clients do not need to do anything; reports issued from 22 September 2026 carry the accreditation.\n\n“Accreditation checks that we do what we say we do,” said Tomás Oyelaran, Head of Offensive Security. “For our clients in financial services it also removes a step from their procurement.”\n\nThe accreditation is renewed every year, and individual testers keep their own CREST qualifications up to date alongside it. Six of our eight lead testers already hold CREST Registered Tester or Certified Tester status; the other two sit their examinations before the end of the year. Clients who need a CREST-qualified lead on a particular engagement can ask for one when scoping.',
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
      {
        title: 'The team',
        description:
          'The nine people in Stockholm include four penetration testers, two cloud security architects and three incident responders, five of whom joined from Nordic banks, energy companies and public bodies. They work as one team with London: the same methods, the same tools and the same standards for reports.\n\nIncident response is on call around the clock from Stockholm, which means a responder in the same time zone and, where needed, on site in Oslo, Copenhagen or Helsinki within a working day.',
      },
      {
        title: 'Where to find us',
        description:
          'The office is in Norrmalm, a few minutes’ walk from Stockholm Central Station, and has a training room where we will run tabletop exercises and cloud security workshops for clients in the region. The team is led by Mara Lindqvist, who moved from London to open it, and will grow to fifteen people by the end of 2027 as we add consultants for NIS2 readiness and operational technology.',
      },
      {
        title: 'What happens next',
        description:
          'Clients with operations in the region will be introduced to the Stockholm team by their existing contact over the coming weeks; nothing changes in their contracts.\n\n“Our Nordic clients asked for people who know their regulators and their language, and who answer at 02:00 their time without a handover,” said Mara Lindqvist, Managing Partner, Nordics. “That is what this office is for.”',
      },
    ],
  },
];
