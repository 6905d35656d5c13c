/**
 * Whether a page has a call to action block of its own; the site's shared one closes only the pages that have none.
 * Plain, no schema library: the public site's first load and the server's render use it.
 */
export function hasOwnCallToAction(blocks: readonly { type: string }[]): boolean {
  return blocks.some((block) => block.type === 'ctaSection');
}
