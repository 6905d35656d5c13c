import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection } from '../../lib/search/scroll-to-section';
import { storeSectionTarget } from '../../lib/search/stored-section';
import { resultNavigationDelayMs } from './search-timings';

export interface ResultTarget {
  path: string;
  sectionId: string | null;
}

/**
 * Opening a result: the dialog closes at once and the move happens 300 ms later. A section on another
 * page is handed over through session storage (the page scrolls to it once it has rendered); a section
 * on the page already shown is scrolled to directly.
 */
export function useOpenResult(closeDialog: () => void): (target: ResultTarget) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    ({ path, sectionId }: ResultTarget) => {
      closeDialog();
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const element = sectionId !== null && path === pathname ? document.getElementById(sectionId) : null;
        if (element) {
          scrollToSection(element);
          return;
        }
        if (sectionId !== null) storeSectionTarget({ path, sectionId });
        navigate(path);
      }, resultNavigationDelayMs);
    },
    [closeDialog, navigate, pathname],
  );
}
