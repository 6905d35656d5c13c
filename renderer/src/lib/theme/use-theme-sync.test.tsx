import { renderHook } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { systemThemeAtom } from './theme-atoms';
import { useThemeSync } from './use-theme-sync';

afterEach(() => vi.unstubAllGlobals());

it('starts from the system preference of the moment it listens, not the one read at first paint', () => {
  const store = createStore();
  store.set(systemThemeAtom, 'light'); // what the page was painted with
  // Since then the system switched to dark, before the app's code was listening.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  renderHook(() => useThemeSync(), {
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  });
  expect(store.get(systemThemeAtom)).toBe('dark');
  expect(document.documentElement.classList.contains('dark')).toBe(true);
});
