import { brand } from '../../../../../contract/brand';
import type { SeedSubpage } from '../../seed-types';

export const solutionsSecuringAiSystemsSubpage = {
  parentSlug: 'solutions',
  slug: 'securing-ai-systems',
  title: 'Securing AI Systems',
  description:
    'Govern, protect and test machine-learning and generative AI systems: from data and model supply chain to prompt injection and misuse.',
  status: 'published',
  blocks: [
    {
      type: 'banner',
      data: {
        title: 'Securing AI systems',
        subtitle: 'Adopt AI at pace, with risks understood and controlled',
        description:
          'AI changes both what your systems can do and how they can fail. We help you put proportionate governance and technical safeguards in place before AI reaches customers or critical decisions.',
        cta: { text: 'Speak to our AI security team', link: '/contact' },
      },
    },
    {
      type: 'intro',
      data: {
        title: 'New capability, new attack surface',
        description:
          'Generative AI assistants, retrieval over internal documents and autonomous agents introduce risks that traditional application security does not fully cover: instructions hidden in content, sensitive data surfacing in answers and tools invoked with more privilege than intended.',
        description1: `${brand.name} combines AI governance with hands-on security engineering, so policies are reflected in how systems are actually built and tested.`,
      },
    },
    {
      type: 'features',
      data: [
        {
          title: 'AI inventory and risk tiering',
          description:
            'Discover where AI is used across the organisation, including embedded features in software you already buy, and assign each use a risk tier with a named owner.',
          icon: 'layers',
        },
        {
          title: 'Data protection for AI',
          description:
            'Control which data can be used for training, fine-tuning and retrieval, and prevent models from exposing information users are not entitled to see.',
          icon: 'lock',
        },
        {
          title: 'Model and supply-chain assurance',
          description:
            'Assess the provenance of models, datasets and libraries, and verify the integrity of artefacts as they move from development to production.',
          icon: 'network',
        },
        {
          title: 'Adversarial testing',
          description:
            'Test AI-enabled applications for prompt injection, jailbreaks, data leakage and unsafe use of tools, and retest after fixes.',
          icon: 'target',
        },
        {
          title: 'Monitoring and response',
          description:
            'Log prompts, responses and tool calls in a privacy-preserving way, and extend incident response playbooks to cover AI misuse.',
          icon: 'zap',
        },
      ],
    },
    {
      type: 'faq',
      data: {
        title: 'Securing AI systems: questions we are often asked',
        items: [
          {
            question: 'We only use AI features inside third-party software. Does this still apply?',
            answer:
              "Yes, though the focus shifts to supplier assurance and data governance: what data the feature can reach, where it is processed and whether it is used to train the supplier's models.",
          },
          {
            question: 'Which frameworks do you align with?',
            answer:
              'We map controls to ISO/IEC 42001 for AI management systems, the NIST AI Risk Management Framework and, where relevant, the EU AI Act, alongside your existing ISO/IEC 27001 controls.',
          },
          {
            question: 'Can prompt injection be fully prevented?',
            answer:
              'Not with current technology. The practical goal is to limit its impact: restrict what the model can access and do, validate outputs before they trigger actions and keep a human in the loop for high-impact decisions.',
          },
        ],
      },
    },
    {
      type: 'ctaSection',
      data: {
        variant: 'plain',
        title: 'Planning or already running AI in production?',
        description:
          'A two-week AI security review gives you an inventory of AI use, the highest-priority risks and a practical plan to address them.',
        primary: { text: 'Request an AI security review', link: '/contact' },
        secondary: { text: 'AI security services', link: '/services/securing-ai-systems' },
      },
    },
  ],
} satisfies SeedSubpage;
