import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminUser } from '../../../../../contract/admin/admin-users';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { UsersScreen } from './users-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const admin: User = { id: 1, username: 'admin', displayName: 'Site Administrator', email: null, role: 'admin' };
const row: AdminUser = {
  ...admin,
  approval: 'approved',
  disabled: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const waiting: AdminUser = {
  ...row,
  id: 7,
  username: 'pat',
  displayName: 'Pat Newcomer',
  email: 'pat@example.com',
  role: 'viewer',
  approval: 'pending',
};
const fetchMock = stubFetchForEachTest();
const list = (items: AdminUser[]) => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 50 });

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'DELETE') return jsonResponse(200, { revoked: 2 });
    if (init?.method === 'PATCH')
      return String(input).endsWith('/7')
        ? jsonResponse(200, { ...waiting, approval: 'approved', role: 'editor' })
        : jsonResponse(409, { error: adminMessages.lastAdmin });
    return String(input).includes('approval=pending') ? list([waiting]) : list([row, waiting]);
  });
});

function renderScreen(user: User) {
  renderSignedIn(<UsersScreen />, { user });
  return userEvent.setup();
}

describe('UsersScreen', { timeout: 20_000 }, () => {
  it('shows the server refusal of demoting the last admin as an error toast and keeps the role', async () => {
    const { toastError } = await import('../../../lib/toaster');
    const user = renderScreen(admin);
    const role = await screen.findByRole('combobox', { name: 'Role of Site Administrator' });
    await user.selectOptions(role, 'editor');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('User not updated', adminMessages.lastAdmin));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/users/1',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ role: 'editor' }) }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of Site Administrator' })).toHaveValue('admin'),
    );
  });

  it('holds back leaving while a role is picked for a waiting account but not yet approved', async () => {
    const user = renderScreen(admin);
    const unloadIsHeldBack = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    const waitingList = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    expect(unloadIsHeldBack()).toBe(false);
    await user.selectOptions(within(waitingList).getByRole('combobox', { name: 'Role for Pat Newcomer' }), 'editor');
    expect(unloadIsHeldBack()).toBe(true);
  });

  it('approves a waiting account with the role chosen for it', async () => {
    const user = renderScreen(admin);
    const waitingList = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    const item = within(waitingList).getByRole('listitem', { name: 'Pat Newcomer' });
    await user.selectOptions(within(item).getByRole('combobox', { name: 'Role for Pat Newcomer' }), 'editor');
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/users/7',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ approval: 'approved', role: 'editor' }) }),
      ),
    );
  });

  it('rejects a waiting account only once the admin confirms', async () => {
    const user = renderScreen(admin);
    const waitingList = await screen.findByRole('region', { name: 'Waiting for approval (1)' });
    await user.click(within(waitingList).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Pat Newcomer?' });
    const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reject account' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.[1]?.body).toBe(JSON.stringify({ approval: 'rejected' }));
  });

  it('signs a person out everywhere only after the admin confirms', async () => {
    const user = renderScreen(admin);
    await user.click(await screen.findByRole('button', { name: 'Sign out Pat Newcomer everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out Pat Newcomer everywhere?' });
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(deletes().map(([url]) => String(url))).toEqual(['/api/admin/users/7/sessions']));
  });

  it('tells other roles that only an admin manages users, without asking the server', () => {
    renderScreen({ ...admin, role: 'editor' });
    expect(screen.getByText(adminMessages.adminOnly)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
