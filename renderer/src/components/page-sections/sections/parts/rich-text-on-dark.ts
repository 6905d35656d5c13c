/**
 * The colours formatted text stands out in on a dark panel (navy in both themes: a call to action, a quote): bold
 * words white, links the light signal tone, as the hero's subtitle is (see rich-text.module.css).
 */
export const richTextOnDark = {
  '--rich-text-strong': 'var(--chakra-colors-white)',
  '--rich-text-link': 'var(--chakra-colors-signal-200)',
} as const;
