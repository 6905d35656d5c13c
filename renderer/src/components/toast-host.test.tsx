import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastError, toastSuccess } from '../lib/toaster';
import { renderWithProviders } from '../test/render-with-providers';
import { ToastHost } from './toast-host';

describe('toasts', () => {
  it('loads the toaster on the first toast and shows it, then one at a time', async () => {
    renderWithProviders(<ToastHost />);
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    act(() => toastSuccess('Login successful', 'Welcome back, Site Administrator!'));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Site Administrator!')).toBeInTheDocument();

    // One at a time: a second toast waits for the first to go.
    act(() => toastError('Logout failed', 'Server error: 503'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
  });
});
