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
          'The client, a regional insurer with 2,400 staff and 380 brokers, logged **41 phishing-led incidents** in the twelve months before we started. Each took its small security team four to six days to close, and two led to fraudulent payment changes.\n\nThe security team was four people. Multi-factor authentication was in place, but it used push notifications and text messages, and attackers had learnt to relay them: a broker would enter a password on a convincing copy of the sign-in page, approve the prompt that followed, and hand over a live session. The two fraudulent payment changes, worth a combined £186,000, both began this way. Annual awareness training was a 40-minute video with a completion rate of 93% and, as far as anyone could measure, no effect.',
      },
      {
        title: 'What we did',
        description:
          '- Moved every employee and broker to **FIDO2 security keys** or platform passkeys, starting with finance and claims.\n- Replaced the training video with a monthly ten-minute exercise built on lures the client had actually received.\n- Put a one-click report button in mail clients and answered every report within an hour.\n- Automated triage: reported messages are detonated, similar messages pulled from every mailbox.\n\nThe order mattered. We began with the 310 people who could approve payments or change bank details, because that was where the losses had been, and issued two keys to each (one for daily use, one kept at home). Brokers, who work for independent firms on their own devices, were given platform passkeys on the devices they already had; 41 of them without a suitable device received a key by post. Text-message and push approval were switched off group by group, each two weeks after the last person in the group had enrolled.',
      },
      {
        title: 'What was hard',
        description:
          'Three things took longer than planned. Shared mailboxes in the claims team had been signed into with a shared password; each needed delegated access set up before the old password could be removed. A legacy policy administration system accepted only its own passwords, so we put it behind the identity provider’s application proxy rather than wait for the vendor. And roughly 6% of staff lost or broke a key in the first three months, which meant the service desk needed a recovery process that could not itself be phished: a video call with a manager present, not a phone call with security questions.',
      },
      {
        title: 'How the nine months ran',
        description:
          '1. **Weeks one to four**: keys ordered, the identity provider configured for FIDO2, and the report button deployed to every mailbox. The first monthly exercise ran in week three.\n2. **Months two and three**: finance, claims and IT enrolled; push and text approval switched off for those 310 people by the end of month three.\n3. **Months four to six**: the remaining staff enrolled in waves of about 400, each with a drop-in desk for an afternoon at every office.\n4. **Months seven to nine**: brokers moved to passkeys, the last legacy sign-in paths closed, and automated triage tuned so that analysts saw only the 15% of reports that needed a person.\n\nThe client’s team of four ran the programme with one of our consultants two days a week and an incident responder on call for the first month of automated triage.',
      },
      {
        title: 'Results after nine months',
        description: 'Measured against the twelve months before the programme:',
        points: [
          'Phishing-led incidents: 41 to 12 a year (down 71%)',
          'Median time to contain a reported phish: 5 days to 47 minutes',
          'Staff reporting rate on simulated lures: 9% to 64%',
          'No successful credential phish against a key-protected account',
          'Service desk password reset calls: down from about 520 a month to 140',
          'Total cost, including 2,900 keys, tooling and our fees: under the value of one of the two earlier frauds',
        ],
      },
      {
        title: 'What changed',
        description:
          'The twelve incidents in the nine-month window were all of kinds that keys do not stop: invoice fraud from a supplier’s compromised mailbox, and malicious attachments. The security team now spends its time on those. Because reports arrive early and triage is automated, the team sees a campaign within minutes of the first message rather than days after the first victim, and pulls every copy before most people have opened it.\n\n“We used to measure the training by how many people finished it. Now we measure how fast people tell us, and that number is the one that moved,” said the insurer’s head of information security. “The keys took the argument out of it: nobody can type a key into a fake page.”',
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
          'The client processes about **1.2 million card transactions a day**. Its data-centre contract ended in fourteen months, and its assessor had warned that a flat cloud network would pull every service into PCI DSS scope.\n\nOn premises, 63 of its 140 services were in scope, largely because they shared network segments with the systems that stored card numbers. Each annual assessment took six weeks of engineering time to gather evidence, and the move to PCI DSS 4.0, with its new requirements taking effect in March 2025, had already added to the list. A lift-and-shift would have been fastest, and would have carried all of that into the cloud.\n\nThe board set three conditions: no increase in the number of in-scope services, no more than four hours of planned payment downtime across the whole migration, and a clean first assessment in the cloud. The migration used 3 hours 20 minutes of the downtime allowance, all of it on two Sunday mornings.',
      },
      {
        title: 'The approach',
        description:
          'We built a multi-account landing zone with the cardholder-data environment in its own organisational unit, tokenised card numbers at the edge so downstream services only ever saw tokens, and wrote the guard rails as service control policies and config rules that the assessor could read.\n\nWe brought the assessor in during the second week, not the twelfth month. Every design decision that affected scope was written as a one-page record with the requirement it met, and the assessor commented on each before it was built. That cost perhaps ten days of meetings and saved, by the client’s estimate, three months of rework.',
        points: [
          'Separate accounts and network paths for the cardholder-data environment',
          'Tokenisation at the API gateway; no primary account numbers past it',
          'Every control mapped to a PCI DSS 4.0 requirement with evidence collected automatically',
        ],
      },
      {
        title: 'How the work ran',
        description:
          '1. **Months one to three**: landing zone, identity federation, logging account and the cardholder-data organisational unit, with 64 preventive and detective guard rails.\n2. **Months four to six**: the tokenisation service and the payment switch migrated first, behind the gateway, while the old data centre kept running in parallel.\n3. **Months seven to eleven**: the other 129 services moved in nine waves of ten to twenty, each wave rehearsed in a copy of production the week before.\n4. **Month twelve**: cut-over of the last settlement jobs, a week of parallel running, and decommissioning.\n\nThe client’s platform team of eleven did the migration; we provided two architects throughout and a third during the tokenisation work.',
      },
      {
        title: 'Outcome',
        description:
          'The migration finished two weeks early. **11 of 140 services** remained in scope (there had been 63 on premises), the first cloud assessment raised no findings against the landing zone, and evidence collection for the annual report went from six weeks of work to four days.\n\nThe smaller scope changed more than the audit. Teams outside the cardholder-data environment now release on their own schedule, without the change board that every in-scope change needs, and the number of production releases a month rose from about 30 to more than 200. Infrastructure costs came in 18% below the data-centre contract in the first year, mostly because test environments now shut down at night.',
      },
      {
        title: 'What we would do again',
        description:
          '- **Tokenise before you migrate.** Putting tokenisation at the gateway first meant every later service moved already out of scope, rather than being moved and then descoped.\n- **Write guard rails the assessor can read.** Policies in source control, each named for the PCI DSS requirement it meets, replaced screenshots as evidence.\n- **Measure scope every week.** A simple report of which accounts could reach the cardholder-data environment caught two accidental network routes during the migration, each within days of being created.\n\nOne thing we would change: we underestimated the batch settlement jobs, which depended on a file share nobody had documented. They took five weeks rather than two, and only the early start on the rest of the plan absorbed the delay.',
      },
      {
        title: 'In the client’s words',
        description:
          '“We expected to spend the first year in the cloud arguing with our assessor. Instead we showed them the policies as code, and the conversation was about evidence we already had,” said the provider’s chief technology officer. “The scope reduction is what we will still be benefiting from in five years.”',
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
        title: 'The client',
        description:
          'A logistics company with 19 depots across the United Kingdom and the Netherlands, around 1,100 staff, and an IT team of fourteen. It had held an incident response retainer with us for eight months; we had run one tabletop exercise with its leadership and had read-only access to its EDR console agreed in advance. Both turned out to matter.\n\nIts estate was typical for its size: a little over 300 Windows endpoints and servers, a hybrid Active Directory, a cloud email tenant, a VPN appliance for remote staff and depot managers, and immutable backups bought after a near miss two years earlier. What was less typical was the network, which we come back to below.',
      },
      {
        title: 'The first six hours',
        description:
          'The client, a logistics company with 19 depots, saw files on two servers renamed at 22:40. Within 40 minutes of the call our responders had **isolated both servers and the compromised VPN account** through the EDR console and disabled the service account the attackers were using to spread.\n\n- **22:40**: the on-call engineer sees files renamed with a new extension on two file servers.\n- **23:05**: the IT manager calls our incident line; a responder answers within four minutes.\n- **23:45**: both servers isolated, the VPN account disabled, the service account’s password reset and its sessions revoked.\n- **01:30**: the client’s crisis group meets, using the call tree from the tabletop exercise. The decision not to engage with the attackers is made in the first ten minutes.\n- **04:40**: outbound internet access cut for all servers except the routing platform, which is confirmed clean and left running.',
      },
      {
        title: 'Scoping and eradication',
        description:
          'Forensic triage of 312 endpoints found the entry point: a VPN appliance missing a 2025 patch. The attackers had been inside for nine days and had staged 40 GB for exfiltration, which outbound filtering had blocked. We rebuilt 14 servers from clean images and reset every privileged credential.\n\nThe nine days told a familiar story. The attackers used the appliance to harvest one user’s credentials, found a service account with domain administrator rights and a password unchanged since 2019, and spent a week mapping file shares and backups. They tried twice to delete the backup catalogue; the backups were immutable, so both attempts failed and were logged. Those two log lines, which nobody had been alerted to, gave us the first confirmed date of access.',
      },
      {
        title: 'Why the depots kept shipping',
        description:
          'Two years earlier the client had moved its routing and warehouse systems into a separate network segment, reachable from the office network only through two named application gateways. The attackers never found a way across. On Sunday morning depot managers printed the day’s manifests from the routing platform as usual; drivers left on time from all 19 depots. The office systems were down until Tuesday, and email ran from a clean cloud tenant set up on Sunday afternoon.',
      },
      {
        title: 'Days two to six',
        description:
          'Containment was declared at 13:05 on Monday, 38 hours after the first call, once every privileged credential had been reset and no new attacker activity had been seen for 24 hours. Recovery then ran in priority order agreed with the crisis group: finance first (payroll was due on Thursday), then customer service, then the file shares.\n\nThe client notified the Information Commissioner’s Office within 72 hours as a precaution and updated it when the forensic review found no evidence that staged data had left the network. Its cyber insurer was told on Sunday morning and approved our engagement under the policy the same day.',
      },
      {
        title: 'Results',
        points: [
          'Contained 38 hours after the first call',
          'No ransom paid; no data confirmed as exfiltrated',
          'Depot operations never stopped: routing ran from a segment the attackers never reached',
          'Recovery completed in 6 days against a 21-day estimate',
        ],
        description:
          'The client has since moved its VPN to identity-aware access and rehearses the plan twice a year.\n\nIt also removed domain administrator rights from all 37 service accounts that held them, put alerts on the backup catalogue, and now patches internet-facing appliances within 72 hours of a vendor advisory rather than at the next monthly window.\n\n“The segment we built for routing was an operations decision, not a security one. It was the reason we had a business on Monday,” the client’s IT director told us afterwards. “The rest came down to having the number to call and having practised who decides.”',
      },
    ],
  },
];
