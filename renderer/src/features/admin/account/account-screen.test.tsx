import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../../../contract/account';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { AccountScreen } from './account-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const editor: User = { id: 3, username: 'eddie', displayName: 'Eddie Editor', email: null, role: 'editor' };
const session = (id: number, device: string, current: boolean): Session => ({
  id,
  device,
  current,
  style: current ? 'cookie' : 'desktop',
  ip: '203.0.113.7',
  createdAt: '2026-11-20T09:00:00Z',
  lastUsedAt: '2026-11-25T09:00:00Z',
  expiresAt: '2026-12-20T09:00:00Z',
});
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/password')
      return JSON.parse(String(init?.body)).currentPassword === 'wrong-one'
        ? jsonResponse(400, {
            error: 'That is not your current password',
            fields: { currentPassword: 'That is not your current password' },
          })
        : jsonResponse(200, { message: 'Password changed. Your other sessions were signed out.', revoked: 1 });
    if (init?.method === 'DELETE')
      return url.endsWith('/9') ? new Response(null, { status: 204 }) : jsonResponse(200, { revoked: 1 });
    return jsonResponse(200, {
      items: [session(4, 'Firefox on Windows', true), session(9, 'Aegisline desktop app', false)],
    });
  });
});

const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

describe('AccountScreen', { timeout: 20_000 }, () => {
  it('lists the sessions, marks this one, and signs another out without touching this one', async () => {
    renderSignedIn(<AccountScreen />, { user: editor });
    const user = userEvent.setup();
    const current = await screen.findByRole('listitem', { name: 'Firefox on Windows, this session' });
    expect(within(current).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const desktop = screen.getByRole('listitem', { name: 'Aegisline desktop app' });
    expect(desktop).toHaveTextContent('Desktop app · 203.0.113.7');
    await user.click(within(desktop).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(deletes()).toEqual(['/api/sessions/9']));
  });

  it('signs out every other session only after confirming', async () => {
    renderSignedIn(<AccountScreen />, { user: editor });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other sessions?' });
    expect(deletes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    await waitFor(() => expect(deletes()).toEqual(['/api/sessions']));
  });

  it('checks the new password before sending, and shows the server’s reason under the field it names', async () => {
    renderSignedIn(<AccountScreen />, { user: editor });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'wrong-one');
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('At least 12 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/password')).toBe(false);

    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('That is not your current password')).toBeInTheDocument();
  });
});
