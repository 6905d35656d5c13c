import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSubpage } from '../../../../../contract/admin/admin-pages';
import '../../../lib/theme/chakra-scope';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { renderSignedIn } from '../../../test/render-signed-in';
import { answerReadsAndDelete, deletedUrls, openDeleteConfirmation } from '../../../test/delete-confirmation';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { SubpageEditScreen } from './subpage-edit-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const subpage: AdminSubpage = {
  id: 31,
  pageId: 7,
  parentSlug: 'services',
  fullPath: '/services/cloud-security',
  slug: 'cloud-security',
  title: 'Cloud Security',
  description: '',
  status: 'published',
  publication: 'published',
  publishAt: null,
  liveSlug: 'cloud-security',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdBy: null,
  updatedBy: null,
  version: 1,
  blocks: [],
};
const fetchMock = stubFetchForEachTest();
afterEach(() => {
  vi.clearAllMocks();
});

function answer(deleteStatus: number) {
  answerReadsAndDelete(fetchMock, subpage, () =>
    deleteStatus === 204
      ? new Response(null, { status: 204 })
      : jsonResponse(deleteStatus, { error: 'Server error: 500' }),
  );
}

function renderScreen() {
  renderSignedIn(
    <Routes>
      <Route path="/admin/subpages/:subpageId" element={<SubpageEditScreen />} />
      <Route path="/admin/pages/:pageId/subpages" element={<h1>Subpages list</h1>} />
    </Routes>,
    { route: '/admin/subpages/31' },
  );
  return userEvent.setup();
}

describe('SubpageEditScreen: deleting', { timeout: 20_000 }, () => {
  it('asks first, naming the address, then deletes and returns to the parent page’s subpages', async () => {
    answer(204);
    const events = renderScreen();
    const dialog = await openDeleteConfirmation(events, 'Delete subpage', 'Delete “Cloud Security”?');
    expect(dialog).toHaveTextContent('/services/cloud-security stops existing for visitors');
    expect(deletedUrls(fetchMock)).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Subpages list' })).toBeInTheDocument();
    expect(deletedUrls(fetchMock)).toEqual(['/api/admin/subpages/31']);
    expect(toastSuccess).toHaveBeenCalledWith('Subpage deleted');
  });

  it('stays on the editor and says why when the delete fails', async () => {
    answer(500);
    const events = renderScreen();
    await events.click(
      within(await openDeleteConfirmation(events, 'Delete subpage')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Not deleted', expect.any(String)));
    expect(screen.getByRole('heading', { name: 'Edit subpage: Cloud Security' })).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
