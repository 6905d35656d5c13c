import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

export type ThemeName = 'light' | 'dark';
export const themeStorageKey = 'theme';

function readStoredTheme(): ThemeName | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

function systemTheme(): ThemeName {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** What the visitor chose explicitly (persisted), or null while the system preference rules. */
// Lazy: read storage and media queries when first used, never at module scope.
export const storedThemeAtom = atomWithLazy<ThemeName | null>(readStoredTheme);
export const systemThemeAtom = atomWithLazy<ThemeName>(systemTheme);

export const themeAtom = atom((get) => get(storedThemeAtom) ?? get(systemThemeAtom));

/** Flipping stores the choice, after which system changes no longer apply. */
export const toggleThemeAtom = atom(null, (get, set) => {
  const next: ThemeName = get(themeAtom) === 'dark' ? 'light' : 'dark';
  try {
    window.localStorage.setItem(themeStorageKey, next);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit only.
  }
  set(storedThemeAtom, next);
});
