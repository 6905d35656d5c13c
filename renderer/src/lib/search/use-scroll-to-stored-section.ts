import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearSectionTarget, readSectionTarget } from './stored-section';
import { scrollToSection, sectionRetryMs } from './scroll-to-section';

/** Long enough for a slow page load and its lazily loaded sections; after that the section is not coming. */
export const sectionWaitLimitMs = 15_000;

/**
 * After a content search result navigates here, scrolls to the section it stored in session storage and
 * highlights it. The section appears once the page's data and code have loaded, so it is looked for at
 * each DOM change and, as a backstop, every 500 ms. Call it once, in a component that stays mounted across routes.
 */
export function useScrollToStoredSection(): void {
  const { pathname, key } = useLocation();
  useEffect(() => {
    const target = readSectionTarget();
    if (!target) return undefined;
    if (target.path !== pathname) {
      // Left for another page that was never reached: it must not fire on some later visit.
      clearSectionTarget();
      return undefined;
    }
    let cancelHighlight: (() => void) | undefined;
    const observer = new MutationObserver(() => look());
    const retry = window.setInterval(() => look(), sectionRetryMs);
    const giveUp = window.setTimeout(() => stop(), sectionWaitLimitMs);
    function stop() {
      observer.disconnect();
      window.clearInterval(retry);
      window.clearTimeout(giveUp);
      clearSectionTarget();
    }
    function look() {
      const element = target ? document.getElementById(target.sectionId) : null;
      if (!element) return;
      stop();
      cancelHighlight = scrollToSection(element);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    // The first look waits a tick: the app's scroll-to-top for a new page runs after this effect.
    const first = window.setTimeout(look, 0);
    return () => {
      window.clearTimeout(first);
      observer.disconnect();
      window.clearInterval(retry);
      window.clearTimeout(giveUp);
      cancelHighlight?.();
    };
  }, [pathname, key]);
}
