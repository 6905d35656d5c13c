import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import { versionETag } from '../../../../../contract/admin/edit-versions';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PageEditScreen } from './page-edit-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const base: AdminPage = {
  id: 7,
  slug: 'managed-soc',
  title: 'Managed SOC',
  description: 'Round the clock.',
  status: 'published',
  publication: 'published',
  publishAt: null,
  liveSlug: 'managed-soc',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  createdBy: null,
  updatedBy: { id: 1, displayName: 'Eddie' },
  subpageCount: 0,
  version: 1,
  blocks: [],
};
/** What Alice saved from the same base while this editor was open. */
const theirs: AdminPage = {
  ...base,
  title: 'Managed SOC (theirs)',
  updatedAt: '2026-01-03T10:00:00.000Z',
  updatedBy: { id: 2, displayName: 'Alice' },
  version: 2,
  blocks: [{ id: 'b1', type: 'intro', data: { title: 'Always on', description: 'Our analysts watch.' } }],
};

/** A server holding one page, refusing a write whose If-Match is not its current version, as the real one does. */
let stored: AdminPage;
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  stored = base;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'PUT') return jsonResponse(200, stored);
    const headers = new Headers(init.headers);
    if (headers.get('If-Match') !== versionETag(stored.version)) {
      const { version, updatedAt, updatedBy } = stored;
      return jsonResponse(412, { error: adminMessages.editConflict, current: { version, updatedAt, updatedBy } });
    }
    const payload = JSON.parse(String(init.body)) as Partial<AdminPage>;
    stored = { ...stored, ...payload, version: stored.version + 1, updatedAt: new Date().toISOString() };
    return jsonResponse(200, stored);
  });
});
afterEach(() => {
  vi.clearAllMocks();
  focusManager.setFocused(undefined);
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

async function openEditor() {
  renderSignedIn(
    <Routes>
      <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
    </Routes>,
    { user: staffUser('editor'), route: '/admin/pages/7' },
  );
  const events = userEvent.setup();
  await screen.findByRole('form', { name: 'Page editor' });
  return events;
}

async function typeMyDescription(events: ReturnType<typeof userEvent.setup>) {
  const description = screen.getByLabelText(/^Description/);
  await events.clear(description);
  await events.type(description, 'Mine: staffed by people, not scripts.');
}

/** The window loses and regains focus, as when the editor comes back from another tab. */
function refocusWindow() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('PageEditScreen: a save made meanwhile', { timeout: 20_000 }, () => {
  it('keeps my text and, when nothing clashes, saves mine and theirs combined over their version', async () => {
    const events = await openEditor();
    stored = theirs;
    await typeMyDescription(events);
    await events.click(screen.getByRole('button', { name: 'Save draft' }));

    // This server does not merge: the editor does, once it has read their version.
    const conflict = await screen.findByRole('region', { name: /^Not saved: Alice at .* saved a newer version/ });
    expect(await within(conflict).findByText(/Nothing clashes any more/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Mine: staffed by people, not scripts.');
    expect(puts()[0]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(1) });

    await events.click(within(conflict).getByRole('button', { name: 'Save combined version' }));
    await waitFor(() => expect(stored.version).toBe(3));
    expect(puts()[1]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(2) });
    expect(stored).toMatchObject({
      title: 'Managed SOC (theirs)',
      description: 'Mine: staffed by people, not scripts.',
      blocks: theirs.blocks,
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Not saved/ })).not.toBeInTheDocument());
  });

  it('reloads theirs on request, dropping my changes', async () => {
    const events = await openEditor();
    stored = theirs;
    await typeMyDescription(events);
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    const conflict = await screen.findByRole('region', { name: /^Not saved/ });
    await events.click(within(conflict).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC (theirs)'));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Round the clock.');
    expect(screen.queryByRole('region', { name: /^Not saved/ })).not.toBeInTheDocument();
  });
});

describe('PageEditScreen: coming back to the window', { timeout: 20_000 }, () => {
  it('never replaces a form with unsaved changes: it announces the newer version instead', async () => {
    const events = await openEditor();
    await typeMyDescription(events);
    stored = theirs;
    refocusWindow();
    const notice = await screen.findByText('Alice saved a newer version', { exact: false });
    // Their version added one block.
    expect(notice).toHaveTextContent(/\(1 block changed\)$/);
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Mine: staffed by people, not scripts.');
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC');

    await events.click(screen.getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC (theirs)'));
  });

  it('refreshes a form without unsaved changes to the newer version', async () => {
    await openEditor();
    stored = theirs;
    refocusWindow();
    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC (theirs)'));
    expect(screen.queryByText('saved a newer version', { exact: false })).not.toBeInTheDocument();
  });
});
