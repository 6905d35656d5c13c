import type { MouseEvent } from 'react';

/**
 * For HTML React does not render (a server-rendered section kept as it is): a plain click on a link to
 * this site is handed to the router, as a router `<Link>` would, instead of reloading the whole page.
 * New-tab clicks, downloads, other targets and other origins keep the browser's behaviour.
 */
export function followInternalLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}
