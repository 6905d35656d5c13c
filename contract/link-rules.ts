/**
 * Plain predicates, no schema library: the public site's first load checks links with them (its code holds no
 * zod), and the contract's schemas build on them.
 *
 * What a link written by staff may point to, checked by the admin form, the server and the public renderer
 * alike: a path on this site, an http(s) address, `mailto:` with one plain address, or `tel:`. Refused: a
 * path that browsers read as another host (`//host`, and `/\host`, which they normalise to `//host`), a
 * backslash or whitespace anywhere (browsers strip tabs and newlines, so `/\t/host` would become `//host`), an
 * address with credentials (`https://bank.example@evil.example`), and every other scheme (`javascript:`, `data:`).
 */
const sitePath = String.raw`\/(?![\/\\])[^\s\\]*`;
const webAddress = String.raw`https?:\/\/[^\s\/\\?#@]+(?:[\/?#][^\s\\]*)?`;
const mailAddress = String.raw`mailto:[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const telephone = String.raw`tel:\+?\d[\d().-]{2,30}`;
const linkPattern = new RegExp(`^(?:${sitePath}|${webAddress}|${mailAddress}|${telephone})$`);

export const linkMessage = 'Use a site path (/…), an http(s):// address, mailto: with one address, or tel:';

export function isAllowedLink(value: string): boolean {
  return linkPattern.test(value);
}

/** A path on this site (what the router follows), never one a browser would read as another host. */
export function isSitePath(value: string): boolean {
  return new RegExp(`^${sitePath}$`).test(value);
}

/** An image shipped with the site or uploaded to it: a site path to an image file, nothing else. */
export const imagePathPattern = /^\/[a-z0-9][a-z0-9/_.-]*\.(?:svg|png|webp|jpg|jpeg|avif)$/;
export const imagePathMessage = 'Use an image path on this site, such as /brand/logo.svg';
