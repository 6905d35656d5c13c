/**
 * Whether a page's content has a call to action of its own (either form); the site's shared one closes only the
 * pages that have none. Plain, no schema library: the public site's first load and the server's render use it.
 */
export function hasOwnCallToAction(content: Record<string, unknown>): boolean {
  return content.ctaSection !== undefined || content.homeCtaSection !== undefined;
}
