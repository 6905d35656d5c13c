import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import '../../lib/theme/extended-recipes';
import { searchDialogOpenAtom } from '../../lib/search/search-dialog-atoms';
import { useScrollToStoredSection } from '../../lib/search/use-scroll-to-stored-section';
import { renderWithProviders } from '../../test/render-with-providers';
import { SearchDialogBody } from './search-dialog-body';

/** Test-only: the dialog body (imported directly, not lazily) on a small site whose FAQ section renders late. */
function Whereabouts() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function LateFaq({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(delayMs === 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown ? <section id="faq">Questions</section> : <p>Loading page</p>;
}

function Site({ faqDelayMs }: { faqDelayMs: number }) {
  useScrollToStoredSection();
  return (
    <>
      <Whereabouts />
      <Routes>
        <Route path="/services/ai-fusion-center" element={<LateFaq delayMs={faqDelayMs} />} />
        <Route path="*" element={null} />
      </Routes>
      <SearchDialogBody />
    </>
  );
}

export function renderOpenDialog(options: { route?: string; faqDelayMs?: number } = {}) {
  const store = createStore();
  store.set(searchDialogOpenAtom, true);
  return renderWithProviders(<Site faqDelayMs={options.faqDelayMs ?? 0} />, { store, route: options.route ?? '/' });
}

/** Async, so promises (fetches, React Query's batching) settle between the timers it fires. */
export async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

export const searchField = () => screen.getByRole('searchbox', { name: 'Search pages and content' });

export async function typeTerm(term: string) {
  fireEvent.change(searchField(), { target: { value: term } });
  await advance(0);
}

/** Types and waits out the debounce and the answer. */
export async function search(term: string) {
  await typeTerm(term);
  await advance(300);
  await advance(0);
}
