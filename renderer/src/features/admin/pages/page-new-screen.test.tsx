import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import { createQueryClient } from '../../../lib/api/query-client';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { stubFetchForEachTest } from '../../../test/stub-fetch';
import { PageEditScreen } from './page-edit-screen';
import { PageNewScreen } from './page-new-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const created: AdminPage = {
  id: 42,
  slug: 'incident-response',
  title: 'Incident Response',
  description: '',
  status: 'draft',
  publication: 'draft-only',
  publishAt: null,
  liveSlug: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  updatedBy: null,
  version: 1,
  subpageCount: 0,
  blocks: [],
};
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation((_input, init) =>
    init?.method === 'POST'
      ? Promise.resolve(
          new Response(JSON.stringify(created), { status: 201, headers: { 'Content-Type': 'application/json' } }),
        )
      : // Every read stays unanswered: the editor must open on what the create answered.
        new Promise<Response>(() => undefined),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('PageNewScreen', { timeout: 20_000 }, () => {
  it('opens the new page in its editor straight from the create answer, without reloading it first', async () => {
    renderSignedIn(
      <Routes>
        <Route path="/admin/pages/new" element={<PageNewScreen />} />
        <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
      </Routes>,
      // The app's own client: the test's default forgets unobserved data at once, as the app does not.
      { route: '/admin/pages/new', queryClient: createQueryClient() },
    );
    const events = userEvent.setup();
    await events.type(screen.getByLabelText(/Page title/), 'Incident Response');
    await events.clear(screen.getByLabelText(/Slug/));
    await events.type(screen.getByLabelText(/Slug/), 'incident-response');
    await events.click(screen.getByRole('button', { name: 'Create page' }));

    expect(await screen.findByRole('heading', { name: 'Edit page: Incident Response' })).toBeVisible();
    expect(screen.getByLabelText(/Page title/)).toHaveValue('Incident Response');
    expect(screen.queryByRole('button', { name: 'Create page' })).toBeNull();
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST') ?? [];
    expect(String(url)).toBe('/api/admin/pages');
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Incident Response', slug: 'incident-response' });
  });

  it('fills the slug from the title until the editor types one', async () => {
    renderSignedIn(<PageNewScreen />, { route: '/admin/pages/new' });
    const events = userEvent.setup();
    const title = screen.getByLabelText(/Page title/);
    const slug = screen.getByLabelText(/Slug/);
    await events.type(title, 'Cloud Security & Zero Trust');
    expect(slug).toHaveValue('cloud-security-zero-trust');
    expect(screen.getByText('Address: /cloud-security-zero-trust')).toBeInTheDocument();

    await events.clear(slug);
    await events.type(slug, 'cloud');
    await events.type(title, ' Today');
    expect(slug).toHaveValue('cloud');

    // Emptied, the slug follows the title again.
    await events.clear(slug);
    await events.type(title, '!');
    expect(slug).toHaveValue('cloud-security-zero-trust-today');
  });
});
