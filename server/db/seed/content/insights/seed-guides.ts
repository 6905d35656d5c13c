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
        title: 'Before you start',
        description:
          'Zero trust means that no request is trusted because of where it comes from. Every sign-in, device and connection is checked against who is asking, from what, and for what, and access is granted for that purpose only. Vendors sell pieces of this; none sells all of it, and no organisation of 500 to 5,000 people needs to finish it before it is worth starting.\n\nThe order below is the one we use with clients because each step makes the next one cheaper. It assumes you have a single identity provider (Microsoft Entra ID, Okta or Google Workspace are the common ones) and a device management tool. If you have neither, getting one of each is step zero.',
      },
      {
        title: 'Steps one to four: know and verify',
        description:
          '1. **Inventory identities**: every person, service account and API key, each with an owner.\n2. **Phishing-resistant sign-in** for administrators first, then everyone.\n3. **Device health** as a sign-in condition: managed, encrypted, patched.\n4. **Inventory applications** and put each behind the identity provider.\n\nThe effort is mostly in steps one and four. A 1,500-person organisation typically finds two to three times as many service accounts as it expected, and 150 to 300 applications, of which a third nobody claims. Give every identity and every application a named owner before you change anything: unowned ones are the ones that break, and the ones attackers use.',
        points: [
          'Step 1: two to four weeks of one engineer, plus time from each system owner',
          'Step 2: six to ten weeks, most of it enrolment and support',
          'Step 3: four to eight weeks, depending on how many devices are unmanaged today',
          'Step 4: the longest; plan on ten applications a week once the pattern is set',
        ],
      },
      {
        title: 'Steps five to eight: limit and watch',
        description:
          '5. Replace the VPN with per-application access.\n6. Remove standing administrator rights; grant them just in time.\n7. Segment the network so a compromised laptop reaches only what its user needs.\n8. Send identity, device and access logs to one place and alert on what matters.\n\nStep five depends on step four: you can only give per-application access to applications you have listed and put behind the identity provider. Run the VPN and the new access side by side for at least a month, and switch the VPN off group by group. Step six is as much about habit as tooling; administrators who have had permanent rights for a decade need a process that takes under two minutes, or they will find a way round it.',
      },
      {
        title: 'A worked example',
        description:
          'A professional services firm of 1,200 people came to us after a partner’s account was taken over through a fake document-sharing page. Its starting point was typical: one identity provider, 70% of laptops managed, a VPN for everything else, and 46 people with permanent domain administrator rights.\n\nIt took steps one to four in four months, starting with security keys for the 46 administrators in the first fortnight. Per-application access replaced the VPN for 180 of its 210 applications by month nine; the remaining 30, mostly old finance tools, stay behind a VPN limited to 25 named users until they are replaced. Standing administrator rights went from 46 people to none, with just-in-time elevation averaging 90 seconds.',
      },
      {
        title: 'Pitfalls we see most often',
        description:
          '- **Starting with the network.** Micro-segmentation projects that begin before identities and applications are known stall on the first question: what should be allowed?\n- **Exceptions without an end date.** Every exception should expire; review the list monthly and expect it to shrink.\n- **Forgetting service accounts.** Human sign-in gets stronger while a service account with a password from 2019 keeps domain administrator rights.\n- **Buying a platform first.** A tool chosen before the inventory is finished tends to shape the programme around its features rather than your risks.\n- **Measuring licences rather than coverage.** Report the share of sign-ins that are phishing-resistant and the share of applications behind the identity provider, not how many seats you bought.',
      },
      {
        title: 'How long it takes',
        description:
          'For a 1,500-person organisation, steps one to four usually take **three to five months**, and five to eight another six to nine. Start where your last incident or audit finding was.\n\nBudget mostly for people. In our engagements licences have been 25–40% of the cost and internal staff time the largest share, chiefly the application owners who must test each change.',
      },
      {
        title: 'Checklist',
        points: [
          'Every identity, human and non-human, has a named owner',
          'Administrators sign in with a security key or passkey',
          'Sign-in requires a managed, encrypted, patched device',
          'Every application is listed and behind the identity provider',
          'The VPN is retired or limited to named exceptions with end dates',
          'No one holds standing administrator rights',
          'A compromised laptop cannot reach servers its user does not need',
          'Identity, device and access logs reach one place, with alerts someone answers',
        ],
        description: 'Review it every quarter with the risk owner; a step is done when the evidence says so.',
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
        title: 'Why a tabletop first',
        description:
          'An incident response plan is a set of assumptions until people have used it. A tabletop exercise is the cheapest way to test them: people around a table (or a call) talk through how they would respond to a realistic incident as it unfolds, with no systems touched. In the 40 or so we have run, the first one has always found at least one decision nobody knew they owned and at least one phone number that was wrong.\n\nThis guide is for the person asked to run the first one. It needs about two days of preparation and two hours on the day.',
      },
      {
        title: 'Before the day',
        description:
          '1. Pick **one scenario** your organisation could really face, such as ransomware on a Friday night.\n2. Invite decision makers, not only IT: legal, communications, operations and an executive.\n3. Write five to seven injects, each a piece of news that forces a decision.\n4. Agree the goal with the executive sponsor in one sentence, for example “find out whether we could decide on shutting down the warehouse systems within an hour”.\n5. Book a room for two and a half hours, and ask people to leave laptops closed unless an inject asks them to look something up.\n6. Appoint a note-taker who does not take part. The facilitator cannot run the room and record it.\n\nBase the scenario on something that has happened to you or to a peer: an expired certificate, a supplier breach, a leaked credential. Invented scenarios invite the objection “that would never happen here”.',
      },
      {
        title: 'Writing injects',
        description:
          'Each inject is a short message the room receives, timed within the story. A good set escalates: the first is ambiguous, the middle ones force trade-offs, the last tests communication. For a ransomware scenario we often use:',
        points: [
          '18:10 Friday: the service desk reports that three users cannot open files on a shared drive',
          '19:30: the monitoring tool shows encryption spreading; a ransom note names the company',
          '21:00: the attackers email the chief executive with a sample of customer records',
          '08:00 Saturday: a journalist calls the press office asking for comment',
          'Monday: the regulator asks whether personal data was affected, and when you knew',
        ],
      },
      {
        title: 'Roles in the room',
        description:
          'Keep the group to between eight and twelve people. Fewer and the exercise misses the hand-offs between teams; more and half the room stays silent.',
        points: [
          'Facilitator: runs the story, asks the questions, keeps time; does not answer',
          'Note-taker: records decisions, open questions and every “I think”',
          'Executive: makes the calls the plan gives to leadership',
          'IT or security lead: says what the technical team would know and do at each point',
          'Legal and data protection: notification duties, contracts, insurance',
          'Communications: staff, customers, press',
          'Operations: what stops, what can run by hand, and for how long',
        ],
      },
      {
        title: 'On the day',
        description:
          'Keep it to two hours. Read each inject aloud, give the room ten minutes, and ask three questions every time: **who decides, what do we tell whom, and what do we need that we do not have?** Note every answer that begins with “I think”.\n\nThe facilitator’s job is to keep the story moving and to stop the room solving the technical problem in detail. When a discussion goes beyond ten minutes, note the open question and move to the next inject. Ask quieter people directly; the most useful answer of an exercise often comes from the operations manager who has not yet spoken. End with fifteen minutes for everyone to name one thing they would change.',
      },
      {
        title: 'Pitfalls',
        description:
          '- **A scenario that is too big.** A national power cut tests nobody’s plan; one encrypted system on a Friday tests all of it.\n- **Blaming people.** If the room fears looking unprepared, it will describe the plan rather than what it would actually do. Say at the start that gaps are the point.\n- **The most senior person answering everything.** Ask who would make the decision at 02:00 if that person were unreachable.\n- **No follow-up.** An exercise whose findings are not owned and dated is worse than none: people learn that nothing changes.',
      },
      {
        title: 'Afterwards',
        description:
          'Send a two-page report within a week: what went well, the five biggest gaps, and an owner and date for each. Run the next exercise in six months with a harder scenario.\n\nKeep the injects and the report together: the next facilitator will want to see what was tested and what changed.',
      },
      {
        title: 'Facilitator’s checklist',
        points: [
          'Scenario based on a real incident or near miss',
          'Goal agreed with the executive sponsor in one sentence',
          'Legal, communications, operations and an executive invited and confirmed',
          'Five to seven injects, timed and escalating',
          'Note-taker appointed, separate from the facilitator',
          'Current contact list and incident plan printed for the room',
          'Three questions asked after every inject',
          'Report sent within a week, each gap with an owner and a date',
          'Next exercise booked before this one ends',
        ],
        description: 'Print it, tick it, keep it with the report.',
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
        title: 'What a guard rail is',
        description:
          'A guard rail is a rule the platform enforces for everyone, whatever a team deploys. On AWS the preventive ones are service control policies and the detective ones are AWS Config rules; on Azure they are Azure Policy assignments with “deny” or “audit” effects at the management group level. Either way, a guard rail works without anyone remembering it.\n\nThe twenty below are the ones we put in place in the first month of every landing zone, before the first workload moves. They stop the mistakes behind most of the cloud incidents we investigate, and none of them slows down a team doing ordinary work.\n\nThey are written here for AWS and Azure, the two clouds most of our clients use; Google Cloud has equivalents for each in organisation policies and Security Command Center. The three groups below add up to twenty: five for identity, five for data and network, ten for visibility.',
      },
      {
        title: 'Identity and access',
        points: [
          'No long-lived access keys for people',
          'Root or global administrator accounts with hardware keys and no daily use',
          'Administrator roles assumed just in time, with a reason logged',
          'Service accounts scoped to one workload',
          'Sign-in only through the corporate identity provider',
        ],
        description:
          'Most cloud breaches we investigate begin with a credential. Start here.\n\nOn AWS, federate through IAM Identity Center and deny the creation of IAM users with console passwords or access keys outside a named break-glass account. On Azure, turn on Privileged Identity Management for every directory and subscription role above reader. Keep two break-glass accounts per cloud, each with a hardware key stored in a safe, and alert on every use.',
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
        description:
          'Write each rule as a preventive policy where you can, and as a detective rule where you cannot.\n\nPublic storage is the guard rail most often asked for as an exception. Grant it only to accounts whose purpose is public content, such as a website’s static files, and tag those accounts so the exception is visible in every report. For management ports, the rule is simple: no security group or network security group may allow 22 or 3389 from 0.0.0.0/0. Administrators reach machines through Session Manager or Azure Bastion instead.',
      },
      {
        title: 'Visibility',
        description:
          'The last ten are about knowing what happened: audit logs to a separate, locked account, alerts on disabled logging, tagging enforced at creation, and a monthly report of every exception granted.\n\n1. Organisation-wide CloudTrail or Azure activity logs, sent to a log-archive account.\n2. That account locked: nobody outside the security team can read it, nobody at all can delete from it.\n3. Object lock or immutable storage on the archive, for at least a year.\n4. An alert when any trail, diagnostic setting or flow log is disabled.\n5. GuardDuty or Microsoft Defender for Cloud on in every account and subscription.\n6. Findings from both sent to the same place as your other security alerts.\n7. Tags for owner, environment and data classification required when a resource is created.\n8. Resources in unapproved regions denied.\n9. A weekly report of new public endpoints.\n10. A monthly report of every exception granted, with its owner and end date.',
      },
      {
        title: 'Rolling them out',
        description:
          '1. Apply every rule in audit mode first, for two weeks, and read what it would have blocked.\n2. Fix or grant an exception for each hit, with an owner and an end date.\n3. Switch to enforcement one group at a time, starting with the sandbox accounts.\n4. Keep the policies in source control and change them only through review, like any other code.\n\nIn a new landing zone this takes about three weeks. In an estate that has grown without guard rails, expect the audit phase to find several hundred hits and to take two to three months.',
      },
      {
        title: 'Pitfalls',
        description:
          '- **Enforcing on day one.** A guard rail that breaks a production deployment on a Friday will be removed on Saturday and not come back.\n- **Exceptions at the wrong level.** Grant an exception to one account or resource, never to a whole organisational unit or management group.\n- **Forgetting the management account.** On AWS, service control policies do not apply to the management account; keep workloads out of it entirely.\n- **Guard rails nobody can read.** Name each policy for what it prevents, and link it to the requirement it meets, so an auditor or a new engineer can follow it.',
      },
      {
        title: 'Checklist',
        points: [
          'Five identity guard rails enforced, break-glass accounts tested this quarter',
          'Five data and network guard rails enforced or audited with named exceptions',
          'Ten visibility guard rails in place, logging alerts tested by switching a trail off',
          'Every policy in source control, changed through review',
          'Exception report sent monthly to the platform owner',
        ],
        description: 'Twenty rules is a start, not a finish: add to them after every incident and every audit.',
      },
    ],
  },
];
