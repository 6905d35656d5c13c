import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTopOnNavigate /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { router, scrollTo };
}

describe('ScrollToTopOnNavigate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new page at the top', async () => {
    const { router, scrollTo } = renderAt('/company');
    await act(() => router.navigate('/services'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('keeps the visitor where they are when only the query changes (a list filter)', async () => {
    const { router, scrollTo } = renderAt('/company/resources');
    await act(() => router.navigate('/company/resources?topic=Zero+trust', { replace: true }));
    await act(() => router.navigate('/company/resources?topic=AI+security', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a link to a section (#anchor) and back/forward to their own scrolling', async () => {
    const { router, scrollTo } = renderAt('/company');
    await act(() => router.navigate('/services#faq'));
    await act(() => router.navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
