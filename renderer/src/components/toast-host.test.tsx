import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError, toastSuccess } from '../lib/toaster';
import { renderWithProviders } from '../test/render-with-providers';
import { ToastHost } from './toast-host';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('loads the toaster on the first toast and shows it; a later toast replaces it', async () => {
    renderWithProviders(<ToastHost />);
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    act(() => toastSuccess('Login successful', 'Welcome back, Site Administrator!'));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Site Administrator!')).toBeInTheDocument();

    // One at a time: a new toast replaces the one on screen rather than waiting for it to time out.
    act(() => toastError('Logout failed', 'Server error: 503'));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Login successful')).not.toBeInTheDocument());
  });

  it("offers a toast's action as a button that runs it and closes the toast", async () => {
    renderWithProviders(<ToastHost />);
    const undo = vi.fn();
    act(() => showToast({ type: 'info', title: 'Section removed', action: { label: 'Undo', onClick: undo } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    // Closed at once; taken out of the page after its exit (well under the five seconds it would otherwise stay).
    await waitFor(() => expect(screen.queryByText('Section removed')).not.toBeInTheDocument(), { timeout: 3_000 });
  });

  it('keeps an action toast for its five seconds, then takes it and its button away', async () => {
    renderWithProviders(<ToastHost />);
    // The toaster's code is loaded with time running; the toast's own timer then runs on the fake clock.
    act(() => toastSuccess('Loaded'));
    await screen.findByText('Loaded');
    vi.useFakeTimers();
    act(() => showToast({ type: 'info', title: 'Section removed', action: { label: 'Undo', onClick: vi.fn() } }));
    await act(() => vi.advanceTimersByTimeAsync(4_500));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
