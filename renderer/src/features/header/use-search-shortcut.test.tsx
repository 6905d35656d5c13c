import { fireEvent, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { useSearchShortcut } from './use-search-shortcut';

function renderShortcut() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const rendered = renderHook(() => useSearchShortcut(), { wrapper });
  return { store, ...rendered };
}

describe('useSearchShortcut', () => {
  it('toggles the search dialog with Ctrl+K and prevents the browser default', () => {
    const { store } = renderShortcut();
    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true })).toBe(false);
    expect(store.get(searchDialogOpenAtom)).toBe(true);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });

  it('toggles with Cmd+K on Apple keyboards', () => {
    const { store } = renderShortcut();
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(store.get(searchDialogOpenAtom)).toBe(true);
  });

  it('ignores other chords and key repeats', () => {
    const { store } = renderShortcut();
    fireEvent.keyDown(window, { key: 'k' });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'j', ctrlKey: true });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'k', ctrlKey: true, repeat: true })).toBe(false);
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { store, unmount } = renderShortcut();
    unmount();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(store.get(searchDialogOpenAtom)).toBe(false);
  });
});
