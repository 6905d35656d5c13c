import type { SeedArticle } from './seed-article-types';

export const seedAdvisories: readonly SeedArticle[] = [
  {
    slug: 'log4shell-still-in-production',
    title: 'Advisory: JNDI lookup injection in Log4j 2 is still running in production estates',
    kind: 'advisory',
    summary:
      'Four years on, we still find Log4j 2 versions vulnerable to CVE-2021-44228 in one engagement in five. Which versions are affected, how to find them, and what to change today.',
    topics: ['Vulnerability management', 'Application security'],
    authors: ['tomas-oyelaran'],
    related: ['services'],
    publishedAt: '2026-11-18T08:00:00.000Z',
    coverAlt: 'A chain of linked log lines with one link broken open',
    body: [
      {
        title: 'Summary',
        description:
          'Between January and October 2026 our testers found a vulnerable log4j-core jar on at least one reachable host in **14 of 71 engagements**, roughly one in five. In nine of those fourteen the copy could be triggered from outside the host, and in three we used it to gain code execution during an agreed test. None of the clients concerned believed they were still exposed: all had run a remediation project in December 2021 and closed it.\n\nThis advisory restates which versions are affected, explains why the earlier clean-up missed these copies, and lists the checks and fixes we now ask every client to repeat. Severity: **critical** where the host accepts input from the internet or from partner networks; high elsewhere.',
      },
      {
        title: 'What is affected',
        subtitle: 'CVE-2021-44228, CVE-2021-45046, CVE-2021-45105, CVE-2021-44832',
        description:
          'Apache Log4j 2 from **2.0-beta9 to 2.14.1** evaluates “${jndi:…}” lookups in logged text, so an attacker who can get a string into a log line can make the server load and run remote code. 2.15.0 and 2.16.0 closed the first path but left related flaws; **2.17.1** (Java 8), 2.12.4 (Java 7) and 2.3.2 (Java 6) fix all four CVEs.\n\nLog4j 1.x is not affected by this flaw but has been end of life since 2015 and carries its own unpatched issues.\n\nThe four CVEs differ in what they need. CVE-2021-44228 (CVSS 10.0) needs only a logged string. CVE-2021-45046 (CVSS 9.0) needs a non-default pattern layout using a context lookup, and defeats the “formatMsgNoLookups” workaround many teams applied first. CVE-2021-45105 (CVSS 5.9) is a denial of service through recursive lookups. CVE-2021-44832 (CVSS 6.6) needs an attacker who can already change the logging configuration. Only log4j-core is affected; a host carrying log4j-api alone is not vulnerable.',
        points: [
          'Vulnerable: log4j-core 2.0-beta9 to 2.14.1',
          'Partly fixed: 2.15.0 and 2.16.0',
          'Fixed: 2.17.1 or later (2.12.4 on Java 7, 2.3.2 on Java 6)',
        ],
      },
      {
        title: 'Where we keep finding it',
        description:
          'In 2026 engagements the vulnerable jar was rarely in the application teams knew about. It sat in **vendor appliances**, build servers, shaded inside fat jars, and in container base images nobody had rebuilt since 2021. Dependency manifests miss shaded copies; only a scan of the files themselves finds them.\n\nOf the 14 exposed estates, the copies broke down as follows. Several estates had more than one kind.',
        points: [
          'Vendor appliances and virtual appliances (monitoring, backup, badge access): 8 estates',
          'Build and CI servers, including self-hosted Jenkins agents and old SonarQube installs: 6 estates',
          'Shaded or renamed copies inside internal fat jars: 5 estates',
          'Container images built from a 2021 base and pulled by tag, never rebuilt: 4 estates',
          'Desktop tools on administrators’ laptops: 2 estates',
        ],
      },
      {
        title: 'How to detect it',
        description:
          'Look for the code, not the name. A shaded copy may live under another package path, and a renamed jar tells you nothing, so search inside archives (including nested jars, wars and ears) for the class “org/apache/logging/log4j/core/lookup/JndiLookup.class” and read the version from the accompanying “pom.properties” where it survives.\n\n- **File systems**: run a scanner that opens nested archives on every server and appliance you can reach, including those owned by suppliers. Open-source scanners published in December 2021 by several vendors still work; check that yours descends into nested archives.\n- **Images**: generate a software bill of materials for every image in your registries, not only those currently deployed, and fail builds that include log4j-core below 2.17.1.\n- **Logs**: search web, proxy and application logs for “${jndi:” and its obfuscated forms, such as “${${lower:j}ndi:” and “${${::-j}${::-n}di:”. Scanning of the internet for this pattern has never stopped; hits mean someone tried, not that they succeeded.\n- **Network**: alert on outbound LDAP (389, 636, 1389), RMI (1099) and unusual DNS lookups from servers. In our tests this was the single most reliable sign of a successful trigger.',
      },
      {
        title: 'What to do now',
        description:
          '1. Scan file systems and images for “JndiLookup.class”, not only for manifests.\n2. Upgrade to 2.17.1 or later; where you cannot, delete the JndiLookup class from the log4j-core jar with zip -d and restart.\n3. Block outbound LDAP, RMI and DNS from servers that have no reason to make them.\n4. Ask each appliance vendor in writing which Log4j version their current release ships.\n\nDo not rely on the “log4j2.formatMsgNoLookups” system property or the “LOG4J_FORMAT_MSG_NO_LOOKUPS” environment variable: they do not stop CVE-2021-45046. Where an appliance vendor has gone out of business or no longer supports the model, treat the device as untrusted: put it in its own network segment with no outbound internet access and plan its replacement.\n\nOnce fixed, keep it fixed. Add the check to the build pipeline and to the quarterly vulnerability scan, and record an owner for each appliance so the next question of this kind has someone to answer it.',
      },
      {
        title: 'Timeline',
        description:
          '- **6 December 2021**: Log4j 2.15.0 released with the first fix.\n- **9–10 December 2021**: CVE-2021-44228 disclosed and published.\n- **13–14 December 2021**: 2.16.0 released; CVE-2021-45046 published.\n- **18 December 2021**: 2.17.0 released for CVE-2021-45105.\n- **28 December 2021**: 2.17.1 released for CVE-2021-44832.\n- **January–October 2026**: Aegisline finds vulnerable copies in 14 of 71 engagements.\n- **18 November 2026**: this advisory published. Affected clients were told directly at the time of each finding.',
      },
      {
        title: 'References',
        description:
          '- Apache Logging Services, *Apache Log4j Security Vulnerabilities* (the project’s own list of fixed versions).\n- NIST National Vulnerability Database entries for CVE-2021-44228, CVE-2021-45046, CVE-2021-45105 and CVE-2021-44832.\n- CISA, *Apache Log4j Vulnerability Guidance*, and the entry for CVE-2021-44228 in CISA’s Known Exploited Vulnerabilities catalogue.\n- NCSC, *Log4j vulnerability: what everyone needs to know*.',
      },
    ],
  },
  {
    slug: 'dependency-confusion-private-registries',
    title: 'Advisory: dependency confusion in private package registries',
    kind: 'advisory',
    summary:
      'Build pipelines that search a public registry and a private one for the same name will install whichever version is higher. How the attack works, which configurations are exposed, and the fixes for npm, pip and NuGet.',
    topics: ['Supply chain', 'Application security'],
    authors: ['tomas-oyelaran', 'priya-raman'],
    related: ['services'],
    publishedAt: '2026-09-04T08:00:00.000Z',
    coverAlt: 'Two package boxes with the same label, one arriving from outside',
    body: [
      {
        title: 'Summary',
        description:
          'Dependency confusion was described publicly in February 2021, and Microsoft assigned CVE-2021-24105 to the behaviour in its own package tooling the same month. Five years later it still works. In the last twelve months we tested the build pipelines of **23 organisations** and found at least one exposed configuration in **nine**. In four of those, a harmless test package we published under an agreed internal name was installed by a build agent within 48 hours.\n\nNo new software flaw is involved. The exposure comes from how registries, proxies and package managers are configured together, so it does not show in a vulnerability scan and is not fixed by patching.',
      },
      {
        title: 'How the attack works',
        description:
          'An attacker learns the name of an internal package (from a leaked “package.json”, a stack trace or a public repository) and publishes a package with **the same name and a higher version** to the public registry. A build that consults both registries takes the higher version and runs its install scripts inside your network.\n\nThe install scripts run with the rights of whoever runs the build: usually a CI agent holding deployment credentials, cloud keys and access to the source of every other project. The December 2022 compromise of a PyTorch nightly dependency, “torchtriton”, followed exactly this pattern through pip’s extra index option and collected SSH keys and environment variables from the machines that installed it.',
      },
      {
        title: 'Exposed configurations',
        description:
          'We consider a pipeline exposed when any of these hold:\n\n- pip with “--extra-index-url” pointing at a private index (pip merges both indexes and picks the highest version)\n- npm packages without a scope, resolved through a proxy that also mirrors npmjs.com\n- NuGet with several package sources and no package source mapping\n\nOther configurations we have seen exposed: Artifactory or Nexus “virtual” or “group” repositories that combine a local and a remote repository with no rule about which wins for an internal name; Maven builds with several repositories and internal group IDs that nobody has registered on Maven Central; and developer laptops configured differently from the CI agents, which turns a safe pipeline into an exposed workstation.',
      },
      {
        title: 'How to check your own estate',
        description:
          '1. List every internal package name across your private registries; most registries export this in a single call.\n2. For each name, check whether it exists on npmjs.com, PyPI, nuget.org or Maven Central, and who published it. An unknown owner on a name that matches yours is an incident, not a finding.\n3. Read the registry configuration every build agent actually uses (“.npmrc”, “pip.conf”, “nuget.config”, “settings.xml”), including the ones baked into agent images.\n4. Search build logs for packages downloaded from the public registry that share a name with an internal one.\n\nIn our engagements the first two steps took a day; the third took longest, because configuration often lived in agent images nobody had opened in years.',
      },
      {
        title: 'Mitigation',
        description:
          '- **npm**: publish internal packages under a scope you own (“@yourco/”) and map that scope to the private registry in “.npmrc”.\n- **pip**: use a single index URL that proxies the public one, never “--extra-index-url”; pin hashes with “--require-hashes”.\n- **NuGet**: turn on package source mapping so each package ID pattern has one source.\n- Register your internal names on the public registries as empty placeholders.\n\nFor Artifactory and Nexus, configure the combined repository so that internal names are never fetched from the remote side (exclude patterns or the equivalent namespace rule), and test it by asking for an internal name that does not exist: the answer should be “not found”, not a public package.',
        points: ['Lock files committed and verified in CI', 'Install scripts disabled where builds allow it'],
      },
      {
        title: 'Timeline',
        description:
          '- **February 2021**: the technique is published, with proof-of-concept installs at dozens of large companies; Microsoft publishes CVE-2021-24105 and a white paper on private package feeds.\n- **November 2021**: NuGet package source mapping ships with the .NET 6 SDK and Visual Studio 2022.\n- **December 2022**: the “torchtriton” package on PyPI compromises PyTorch nightly installs.\n- **September 2025 to August 2026**: Aegisline tests 23 pipelines; 9 exposed.\n- **4 September 2026**: this advisory published.',
      },
      {
        title: 'References',
        description:
          '- Microsoft Security Response Center, CVE-2021-24105, and the white paper *3 Ways to Mitigate Risk When Using Private Package Feeds*.\n- npm documentation on scopes and scoped registries in “.npmrc”.\n- Python Packaging Authority, pip documentation for “--index-url”, “--extra-index-url” and hash-checking mode.\n- Microsoft Learn, *Package Source Mapping* for NuGet.\n- PyTorch, statement on the compromised nightly dependency, 31 December 2022.',
      },
    ],
  },
];
