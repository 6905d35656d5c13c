import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import type { Role } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { answerReadsAndDelete, deletedUrls, openDeleteConfirmation } from '../../../test/delete-confirmation';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PageEditScreen } from './page-edit-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const page = (subpageCount: number): AdminPage => ({
  id: 7,
  slug: 'managed-soc',
  title: 'Managed SOC',
  description: '',
  status: 'published',
  publication: 'published',
  publishAt: null,
  liveSlug: 'managed-soc',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdBy: null,
  updatedBy: null,
  version: 1,
  subpageCount,
  blocks: [],
});
const fetchMock = stubFetchForEachTest();

function answer(subpageCount: number, deleteStatus: number) {
  // A 409 is the race where someone added a subpage after this screen loaded its count.
  answerReadsAndDelete(fetchMock, page(subpageCount), () =>
    deleteStatus === 204
      ? new Response(null, { status: 204 })
      : jsonResponse(deleteStatus, { error: adminMessages.pageHasSubpages(1) }),
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

function renderScreen(role: Role = 'editor') {
  renderSignedIn(
    <Routes>
      <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
      <Route path="/admin/pages" element={<h1>Pages list</h1>} />
    </Routes>,
    { user: staffUser(role), route: '/admin/pages/7' },
  );
  return userEvent.setup();
}

describe('PageEditScreen: deleting', { timeout: 20_000 }, () => {
  it('asks first, names the subpages that go too, deletes with cascade and returns to the list', async () => {
    answer(2, 204);
    const events = renderScreen();
    const dialog = await openDeleteConfirmation(events, 'Delete page', 'Delete “Managed SOC”?');
    expect(dialog).toHaveTextContent('/managed-soc stops existing for visitors');
    expect(dialog).toHaveTextContent('Its 2 subpages go with it.');
    expect(deletedUrls(fetchMock)).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Pages list' })).toBeInTheDocument();
    expect(deletedUrls(fetchMock)).toEqual(['/api/admin/pages/7?cascade=true']);
    expect(toastSuccess).toHaveBeenCalledWith('Page deleted');
  });

  it('deletes a page without subpages without cascade, and Cancel deletes nothing', async () => {
    answer(0, 204);
    const events = renderScreen();
    const dialog = await openDeleteConfirmation(events, 'Delete page');
    expect(dialog).not.toHaveTextContent('subpage');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletedUrls(fetchMock)).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Delete page' }));
    await events.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletedUrls(fetchMock)).toEqual(['/api/admin/pages/7']));
  });

  it("keeps the editor open and shows the server's refusal", async () => {
    answer(0, 409);
    const events = renderScreen();
    await events.click(
      within(await openDeleteConfirmation(events, 'Delete page')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Not deleted', adminMessages.pageHasSubpages(1)));
    expect(screen.getByRole('heading', { name: 'Edit page: Managed SOC' })).toBeInTheDocument();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('on a save made meanwhile (412) deletes nothing and offers their version to look at first', async () => {
    const theirs = {
      ...page(0),
      title: 'Managed SOC (theirs)',
      version: 2,
      updatedBy: { id: 2, displayName: 'Alice' },
    };
    let reads = 0;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') {
        return jsonResponse(412, {
          error: adminMessages.editConflict,
          current: { version: 2, updatedAt: '2026-01-03T10:00:00.000Z', updatedBy: { id: 2, displayName: 'Alice' } },
        });
      }
      reads += 1;
      return jsonResponse(200, reads === 1 ? page(0) : theirs);
    });
    const events = renderScreen();
    await events.click(
      within(await openDeleteConfirmation(events, 'Delete page')).getByRole('button', { name: 'Delete' }),
    );
    const stale = await screen.findByRole('alertdialog', { name: /^Not deleted: Alice saved a newer version at / });
    expect(toastError).not.toHaveBeenCalled();
    await events.click(within(stale).getByRole('button', { name: 'Reload theirs' }));
    expect(await screen.findByRole('heading', { name: 'Edit page: Managed SOC (theirs)' })).toBeInTheDocument();
    expect(deletedUrls(fetchMock)).toHaveLength(1);
  });

  it('offers no delete to a viewer', async () => {
    answer(0, 204);
    renderScreen('viewer');
    expect(await screen.findByRole('heading', { name: 'Edit page: Managed SOC' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete page' })).not.toBeInTheDocument();
  });
});
