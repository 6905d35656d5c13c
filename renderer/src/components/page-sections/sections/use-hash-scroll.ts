import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const retryMs = 100;
const maxAttempts = 40;
// Sections above the target may still be loading their code when it first appears; one more pass
// after they settle keeps the target where the visitor asked to be.
const settleMs = 500;

function scrollToElement(element: HTMLElement) {
  // jsdom has no scrollIntoView; browsers apply the page's smooth (or reduced-motion) scroll behaviour.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
}

/** Scrolls to `#section-id` in the URL once that section has rendered, including lazily loaded ones. */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    let timer: number | undefined;
    let attempts = 0;
    const attempt = () => {
      const element = document.getElementById(id);
      if (element) {
        scrollToElement(element);
        timer = window.setTimeout(() => scrollToElement(element), settleMs);
        return;
      }
      attempts += 1;
      if (attempts < maxAttempts) timer = window.setTimeout(attempt, retryMs);
    };
    attempt();
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
