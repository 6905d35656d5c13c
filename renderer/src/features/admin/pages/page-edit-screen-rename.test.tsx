import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PageEditScreen } from './page-edit-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const page: AdminPage = {
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
  subpageCount: 0,
  blocks: [],
  version: 1,
};
const renamed: AdminPage = {
  ...page,
  slug: 'soc-service',
  updatedAt: '2026-01-03T00:00:00.000Z',
  rename: {
    address: { from: '/managed-soc', to: '/soc-service' },
    redirects: [{ source: '/managed-soc', target: '/soc-service' }],
    rewrittenLinks: [{ document: 'Header', from: '/managed-soc', to: '/soc-service' }],
  },
};
const fetchMock = stubFetchForEachTest();

describe('PageEditScreen: renaming', { timeout: 20_000 }, () => {
  it('confirms the new address with the redirect and every link that followed it', async () => {
    let saved = false;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'PUT') saved = true;
      return jsonResponse(200, saved ? renamed : page);
    });
    renderSignedIn(
      <Routes>
        <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
      </Routes>,
      { user: staffUser('editor'), route: '/admin/pages/7' },
    );
    const user = userEvent.setup();
    const slug = await screen.findByRole('textbox', { name: /Slug/ });
    await user.clear(slug);
    await user.type(slug, 'soc-service');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const notice = await screen.findByRole('status', { name: 'Address changed' });
    expect(within(notice).getByText('Address changed: /managed-soc now redirects to /soc-service')).toBeInTheDocument();
    expect(within(notice).getByRole('listitem')).toHaveTextContent('Header: /managed-soc → /soc-service');
    expect(within(notice).getByRole('link', { name: 'See all redirects' })).toHaveAttribute('href', '/admin/redirects');
  });
});
