import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at the top; back and forward keep the browser's own restoration. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
  return null;
}
