import type { Shell } from 'electron';

export type ShellLike = Pick<Shell, 'openExternal'>;

// One plain address or one dialable number: no extra recipients, no prefilled subject or body, so a page
// cannot hand the mail client more than the visitor saw in the link.
const plainMailAddress = /^[^\s@,;:/?#%]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const dialableNumber = /^\+?\d{3,20}$/;
const handedOffSchemes: Partial<Record<string, RegExp>> = { 'mailto:': plainMailAddress, 'tel:': dialableNumber };

/**
 * Parsed, not prefix-matched: a well-formed http(s) URL without credentials goes to the system browser;
 * a mailto: of one plain address and a tel: of digits go to the system's mail client and dialer, as they
 * would from a browser (the site's contact sections and footer use both).
 */
export function toExternalUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    const handOff = handedOffSchemes[url.protocol];
    if (handOff) return url.search === '' && url.hash === '' && handOff.test(url.pathname) ? url.href : null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

export function openInSystemBrowser(shell: ShellLike, raw: string): boolean {
  const url = toExternalUrl(raw);
  if (!url) return false;
  void shell.openExternal(url).catch(() => undefined);
  return true;
}
