import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { Redirect } from '../../../../../contract/admin/admin-redirects';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { RedirectsScreen } from './redirects-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const editor: User = { id: 2, username: 'eddie', displayName: 'Eddie Editor', email: null, role: 'editor' };
const viewer: User = { ...editor, id: 3, username: 'vera', displayName: 'Vera Viewer', role: 'viewer' };
const renamed: Redirect = {
  id: 4,
  source: '/digital-transformation',
  target: '/digital-change',
  hits: 12,
  createdAt: '2025-03-01T10:00:00Z',
  createdBy: { id: 2, displayName: 'Eddie Editor' },
};
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { source: string; target: string };
      return body.source === '/taken'
        ? jsonResponse(409, { error: adminMessages.redirectExists('/taken'), fields: { source: 'exists' } })
        : jsonResponse(201, { ...renamed, id: 5, ...body, hits: 0 });
    }
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(200, { items: [renamed] });
  });
});

function renderScreen(user: User) {
  renderSignedIn(<RedirectsScreen />, { user });
  return userEvent.setup();
}

describe('RedirectsScreen', { timeout: 20_000 }, () => {
  it('lists each redirect with its addresses, hits and who made it', async () => {
    renderScreen(editor);
    const row = (await screen.findByRole('cell', { name: '/digital-transformation' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByRole('cell', { name: '/digital-change' })).toBeInTheDocument();
    expect(cells.getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(cells.getByRole('cell', { name: /by Eddie Editor/ })).toBeInTheDocument();
  });

  it('adds a redirect, checking the addresses before sending and showing the server’s refusal on its field', async () => {
    const user = renderScreen(editor);
    await user.type(await screen.findByRole('textbox', { name: 'From (old address)' }), 'old-offer');
    await user.type(screen.getByRole('textbox', { name: 'To (new address)' }), '/services');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('Use a path on this site, such as /old-page')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/redirects', expect.objectContaining({ method: 'POST' }));

    const source = screen.getByRole('textbox', { name: 'From (old address)' });
    await user.clear(source);
    await user.type(source, '/old-offer');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/redirects',
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ source: '/old-offer', target: '/services' }),
        }),
      ),
    );
    await waitFor(() => expect(source).toHaveValue(''));

    await user.type(source, '/taken');
    await user.type(screen.getByRole('textbox', { name: 'To (new address)' }), '/contact');
    await user.click(screen.getByRole('button', { name: 'Add redirect' }));
    expect(await screen.findByText('exists')).toBeInTheDocument();
  });

  it('deletes a redirect only once the editor confirms', async () => {
    const user = renderScreen(editor);
    await user.click(await screen.findByRole('button', { name: 'Delete redirect from /digital-transformation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this redirect?' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/redirects/4', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/redirects/4', expect.objectContaining({ method: 'DELETE' })),
    );
  });

  it('is read-only for a viewer', async () => {
    renderScreen(viewer);
    expect(await screen.findByRole('cell', { name: '/digital-transformation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add redirect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete redirect/ })).not.toBeInTheDocument();
    expect(screen.getByText(adminMessages.readOnlyRole('viewer'))).toBeInTheDocument();
  });
});
