/** Blocks that are a page's own call to action: a closing panel, or the contact form the shared panel would send to. */
const callToActionTypes: ReadonlySet<string> = new Set(['ctaSection', 'contactForm']);

/**
 * Whether a page has a call to action block of its own; the site's shared one closes only the pages that have none.
 * A page with the contact form is where the shared one leads ("Book a briefing" → /contact), so it ends without it.
 * Plain, no schema library: the public site's first load and the server's render use it.
 */
export function hasOwnCallToAction(blocks: readonly { type: string }[]): boolean {
  return blocks.some((block) => callToActionTypes.has(block.type));
}
