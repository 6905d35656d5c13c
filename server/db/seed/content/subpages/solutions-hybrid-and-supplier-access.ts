import type { SeedSubpage } from '../../seed-types';

/** A buyer's problem, not an offering: what it costs, what changes, and the services that get there (issue 31). */
export const solutionsHybridAndSupplierAccessSubpage = {
  parentSlug: 'solutions',
  slug: 'hybrid-and-supplier-access',
  title: 'Hybrid and Supplier Access',
  description:
    'Staff work from anywhere and suppliers need your core systems. How to give each exactly the access they need, so one stolen login reaches nothing more.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'One stolen login should not open the whole network',
        subtitle: 'For organisations with hybrid staff and many suppliers',
        description:
          'The VPN lets every remote user and contractor onto the same flat network. Your last incident review asked how far the attacker could have gone, and the honest answer was "anywhere".',
        cta: { text: 'Talk through your access', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'Where the exposure usually sits',
        description:
          'In most reviews we find supplier accounts that outlived their contracts, administrators signing in with a password and a text message, and a VPN that puts a laptop one hop from the finance system.',
        description1:
          'The fix is not a new perimeter. It is access decided per application, on who is asking, from what device, and why, and taken away again automatically when the reason ends.',
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'Each person reaches applications, not networks',
          description:
            'Staff and suppliers are given the applications their role needs; the network behind them stays out of reach.',
          icon: 'network',
        },
        {
          title: 'Administrators cannot be phished',
          description: 'Phishing-resistant sign-in for everyone with privileged access first, then for everyone else.',
          icon: 'lock',
        },
        {
          title: 'Supplier access ends when the contract does',
          description: 'Every third-party account has a sponsor and an end date, and is reviewed before it is renewed.',
          icon: 'users',
        },
        {
          title: 'Progress the board can follow',
          description:
            'Three measures reported each quarter: applications behind identity-aware access, standing admin accounts, reachable paths between segments.',
          icon: 'chart',
        },
      ],
    },
    {
      type: 'cards',
      data: {
        variant: 'solutions',
        title: 'The services that get you there',
        description: 'A baseline first, then delivery in phases that each remove a measurable share of exposure.',
        items: [
          {
            title: 'Zero trust security',
            description:
              'Maturity baseline, identity modernisation, VPN replacement and microsegmentation, delivered in phases.',
            icon: 'lock',
            link: '/services/zero-trust-security',
          },
          {
            title: 'Cyber resilience assessment',
            description:
              'Attack-path testing that shows how far one stolen account would get today, and after each phase.',
            icon: 'target',
            link: '/services/cyber-resilience-assessment',
          },
          {
            title: 'AI Fusion Centre',
            description: 'Risky sign-ins and unusual supplier activity investigated around the clock.',
            icon: 'zap',
            link: '/services/ai-fusion-center',
          },
        ],
      },
    },
    {
      type: 'faq',
      data: {
        title: 'Hybrid and supplier access: what buyers ask us',
        items: [
          {
            question: 'Do we have to replace the VPN in one go?',
            answer:
              'No. We move users in waves, starting with suppliers and administrators, where the risk is highest, and keep the VPN for what is left until the last wave is done.',
          },
          {
            question: 'Our suppliers manage their own staff. How do we control their access?',
            answer:
              'Through their sign-in, not yours: supplier staff use their own identity provider where it meets your rules, and each account still needs a sponsor and an end date on your side.',
          },
          {
            question: 'What does a first phase cost in disruption?',
            answer:
              'Little, if piloted: policies run in report-only mode first, a small group moves before everyone else, and every wave has a tested way back.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'highlights',
        title: 'See how far one stolen login would get',
        description:
          'We map the attack paths from a single ordinary account in your environment and show you which first phase would cut them most.',
        primary: { text: 'Ask for an attack-path review', link: '/contact' },
        secondary: { text: 'Zero trust security service', link: '/services/zero-trust-security' },
        highlights: [
          'Read-only access, nothing installed',
          'Results in three weeks',
          'A first phase scoped and costed',
        ],
      },
    },
  ],
} satisfies SeedSubpage;
