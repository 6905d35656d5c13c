import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { systemThemeAtom, themeAtom } from './theme-atoms';

/** Mirrors the theme onto the document root (Chakra's dark styles key off the `dark` class) and follows the system. */
export function useThemeSync(): void {
  const theme = useAtomValue(themeAtom);
  const setSystemTheme = useSetAtom(systemThemeAtom);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.classList.toggle('light', theme === 'light');
  }, [theme]);

  useEffect(() => {
    if (!window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = (event: MediaQueryListEvent) => setSystemTheme(event.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    // The preference may have changed between the first paint and now (hydration yields to the browser):
    // start from what it is at the moment of listening, not from what it was.
    setSystemTheme(query.matches ? 'dark' : 'light');
    return () => query.removeEventListener('change', follow);
  }, [setSystemTheme]);
}
