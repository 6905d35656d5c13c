import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top; back and forward keep the browser's own restoration. Only a change of page
 * (path) or target (hash) counts: a change of the query alone (a list's filters, `?topic=…`) is the same page
 * seen another way, and the visitor stays where they were.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const place = `${pathname}${hash}`;
  const previousPlace = useRef<string | null>(null);
  useEffect(() => {
    const moved = previousPlace.current !== place;
    previousPlace.current = place;
    if (moved && navigationType !== 'POP' && !hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [place, hash, navigationType]);
  return null;
}
