import type { CtaContent } from './cta-content';

export const defaultCtaContent: CtaContent = {
  enabled: true,
  title: 'Ready to know where you really stand?',
  description:
    'Book a 45-minute resilience briefing with a principal consultant. You leave with your three most material risks and what it takes to close them.',
  primary: { text: 'Book a briefing', link: '/contact' },
  secondary: { text: 'Explore our services', link: '/services' },
};
