import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { Revision } from '../../../../../contract/admin/revisions';
import '../../../lib/theme/chakra-scope';
import { toastError } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { RevisionsDialog } from './revisions-dialog';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const revision: Revision = {
  id: 3,
  entityType: 'page',
  entityId: '7',
  snapshot: {
    title: 'Managed SOC (spring)',
    slug: 'managed-soc',
    description: '',
    status: 'published',
    blocks: [
      { id: 'a', type: 'faq', data: {} },
      { id: 'b', type: 'faq', data: {} },
    ],
    updatedAt: '2026-01-01T00:00:00.000Z',
    updatedBy: null,
  },
  createdAt: '2026-01-02T00:00:00.000Z',
  createdBy: null,
};
const fetchMock = stubFetchForEachTest();

describe('RevisionsDialog: a save made meanwhile', { timeout: 20_000 }, () => {
  it('restores nothing on a 412 and offers their version to look at first', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(412, {
            error: adminMessages.editConflict,
            current: { version: 5, updatedAt: '2026-01-03T10:00:00.000Z', updatedBy: { id: 2, displayName: 'Alice' } },
          })
        : jsonResponse(200, { items: [revision], total: 1, page: 1, pageSize: 10 }),
    );
    const onReload = vi.fn();
    renderSignedIn(<RevisionsDialog collection="pages" id={7} onReload={onReload} />, { user: staffUser('editor') });
    const events = userEvent.setup();
    await events.click(screen.getByRole('button', { name: 'Revisions' }));
    expect(await screen.findByText(/^\/managed-soc · 2 blocks · saved/)).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: /^Restore revision 3/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore this revision?' });
    await events.click(within(confirm).getByRole('button', { name: 'Restore' }));

    const stale = await screen.findByRole('alertdialog', { name: /^Not restored: Alice saved a newer version at / });
    expect(toastError).not.toHaveBeenCalled();
    await events.click(within(stale).getByRole('button', { name: 'Reload theirs' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
