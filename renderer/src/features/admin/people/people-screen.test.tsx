import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPerson } from '../../../../../contract/admin/admin-people';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PeopleScreen } from './people-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const author: AdminPerson = {
  id: 4,
  slug: 'mara-lindqvist',
  name: 'Mara Lindqvist',
  role: 'Founder',
  bio: '',
  credentials: ['CISSP'],
  links: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: null,
  version: 3,
  articleCount: 2,
  shownOn: [],
};
const refusal = 'Mara Lindqvist is the author of 2 articles: take them off first';
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (_input, init) =>
    init?.method === 'DELETE' ? jsonResponse(409, { error: refusal }) : jsonResponse(200, { items: [author] }),
  );
});

describe('PeopleScreen', { timeout: 20_000 }, () => {
  it('says before deleting an author what will happen, and then shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderSignedIn(<PeopleScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Mara Lindqvist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Mara Lindqvist?' });
    expect(confirm).toHaveTextContent('Mara Lindqvist is the author of 2 articles.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/people/4',
      expect.objectContaining({ method: 'DELETE', headers: expect.objectContaining({ 'If-Match': '"3"' }) }),
    );
  });

  it('shows a viewer the list with no way to add, edit or delete', async () => {
    renderSignedIn(<PeopleScreen />, { user: staffUser('viewer') });
    expect(await screen.findByText('Mara Lindqvist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New person|Edit|Delete/ })).toBeNull();
  });
});
