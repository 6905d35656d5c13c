/**
 * The colours formatted text stands out in on a dark panel (navy in both themes: a call to action, a quote, the
 * contact page's office card): bold words white, links the light signal tone, as the hero's subtitle is (see
 * rich-text.module.css). The focus ring too: the page's ring in the light theme is dark ink, which on navy was
 * under 2.5:1 and all but invisible; the light signal tone is the hero's own ring.
 */
export const richTextOnDark = {
  '--rich-text-strong': 'var(--chakra-colors-white)',
  '--rich-text-link': 'var(--chakra-colors-signal-200)',
  '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-signal-300)',
} as const;
