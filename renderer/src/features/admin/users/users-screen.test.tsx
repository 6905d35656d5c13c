import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminUser } from '../../../../../contract/admin/admin-users';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/extended-recipes';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { UsersScreen } from './users-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const admin: User = { id: 1, username: 'admin', displayName: 'Site Administrator', email: null, role: 'admin' };
const row: AdminUser = {
  ...admin,
  disabled: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'PATCH'
      ? jsonResponse(409, { error: adminMessages.lastAdmin })
      : jsonResponse(200, { items: [row], total: 1, page: 1, pageSize: 50 }),
  );
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

  it('tells other roles that only an admin manages users, without asking the server', () => {
    renderScreen({ ...admin, role: 'editor' });
    expect(screen.getByText(adminMessages.adminOnly)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
