import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastError, toastSuccess } from '../lib/toaster';
import { renderWithProviders } from '../test/render-with-providers';
import { ToastHost } from './toast-host';

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
});
