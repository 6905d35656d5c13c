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
        title: 'What is affected',
        subtitle: 'CVE-2021-44228, CVE-2021-45046, CVE-2021-45105, CVE-2021-44832',
        description:
          'Apache Log4j 2 from **2.0-beta9 to 2.14.1** evaluates “${jndi:…}” lookups in logged text, so an attacker who can get a string into a log line can make the server load and run remote code. 2.15.0 and 2.16.0 closed the first path but left related flaws; **2.17.1** (Java 8), 2.12.4 (Java 7) and 2.3.2 (Java 6) fix all four CVEs.\n\nLog4j 1.x is not affected by this flaw but has been end of life since 2015 and carries its own unpatched issues.',
        points: [
          'Vulnerable: log4j-core 2.0-beta9 to 2.14.1',
          'Partly fixed: 2.15.0 and 2.16.0',
          'Fixed: 2.17.1 or later (2.12.4 on Java 7, 2.3.2 on Java 6)',
        ],
      },
      {
        title: 'Where we keep finding it',
        description:
          'In 2026 engagements the vulnerable jar was rarely in the application teams knew about. It sat in **vendor appliances**, build servers, shaded inside fat jars, and in container base images nobody had rebuilt since 2021. Dependency manifests miss shaded copies; only a scan of the files themselves finds them.',
      },
      {
        title: 'What to do now',
        description:
          '1. Scan file systems and images for “JndiLookup.class”, not only for manifests.\n2. Upgrade to 2.17.1 or later; where you cannot, delete the JndiLookup class from the log4j-core jar with zip -d and restart.\n3. Block outbound LDAP, RMI and DNS from servers that have no reason to make them.\n4. Ask each appliance vendor in writing which Log4j version their current release ships.',
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
        title: 'How the attack works',
        description:
          'An attacker learns the name of an internal package (from a leaked “package.json”, a stack trace or a public repository) and publishes a package with **the same name and a higher version** to the public registry. A build that consults both registries takes the higher version and runs its install scripts inside your network.',
      },
      {
        title: 'Exposed configurations',
        description:
          'We consider a pipeline exposed when any of these hold:\n\n- pip with “--extra-index-url” pointing at a private index (pip merges both indexes and picks the highest version)\n- npm packages without a scope, resolved through a proxy that also mirrors npmjs.com\n- NuGet with several package sources and no package source mapping',
      },
      {
        title: 'Mitigation',
        description:
          '- **npm**: publish internal packages under a scope you own (“@yourco/”) and map that scope to the private registry in “.npmrc”.\n- **pip**: use a single index URL that proxies the public one, never “--extra-index-url”; pin hashes with “--require-hashes”.\n- **NuGet**: turn on package source mapping so each package ID pattern has one source.\n- Register your internal names on the public registries as empty placeholders.',
        points: ['Lock files committed and verified in CI', 'Install scripts disabled where builds allow it'],
      },
    ],
  },
];
