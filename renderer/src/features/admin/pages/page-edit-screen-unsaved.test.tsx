import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { BackendInfo, DesktopBridge } from '../../../../../contract/desktop-bridge';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import { versionETag } from '../../../../../contract/admin/edit-versions';
import { createDesktopPlatform, setPlatform } from '../../../lib/platform/platform';
import '../../../lib/theme/chakra-scope';
import { toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { offlineSaveMessage } from '../editor/page-editor';
import { unsavedEditsStorageKey } from '../editor/unsaved-edits-store';
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
  blocks: [{ id: 'f1', type: 'faq', data: { title: 'Pricing', items: [{ question: 'Fixed?', answer: 'Yes.' }] } }],
};

/** A server holding one page, refusing a write whose If-Match is not its current version; `offline` drops writes. */
let stored: AdminPage;
let offline: boolean;
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  stored = base;
  offline = false;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/presence')) return jsonResponse(200, { others: [] });
    if (url.includes('/preview-links')) return jsonResponse(200, { items: [] });
    if (init?.method !== 'PUT') return jsonResponse(200, stored);
    if (offline) throw new TypeError('Failed to fetch');
    if (new Headers(init.headers).get('If-Match') !== versionETag(stored.version)) {
      const { version, updatedAt, updatedBy } = stored;
      return jsonResponse(412, { error: adminMessages.editConflict, current: { version, updatedAt, updatedBy } });
    }
    const payload = JSON.parse(String(init.body)) as Partial<AdminPage>;
    // As the server does, a new block (sent without an id) gets one.
    const blocks = payload.blocks?.map((block, index) => ({
      ...block,
      id: block.id ?? `new-${stored.version}-${index}`,
    }));
    stored = {
      ...stored,
      ...payload,
      ...(blocks ? { blocks } : {}),
      version: stored.version + 1,
      updatedAt: new Date().toISOString(),
    };
    return jsonResponse(200, stored);
  });
});
afterEach(() => vi.clearAllMocks());

function openEditor() {
  return renderSignedIn(
    <Routes>
      <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
    </Routes>,
    { user: staffUser('editor'), route: '/admin/pages/7' },
  );
}

async function typeDescription(events: ReturnType<typeof userEvent.setup>, text: string) {
  const description = await screen.findByLabelText(/^Description/);
  await events.clear(description);
  await events.type(description, text);
}

/** Where this web page's kept edits of page 7 are: under the backend it talks to, its own origin here. */
const keptKey = () => unsavedEditsStorageKey(window.location.origin, 'page:7');

const desktopBackends: Record<'local' | 'hosted', BackendInfo> = {
  local: { id: 'local', label: 'Local backend', baseUrl: 'http://localhost:5000', authMode: 'cookie' },
  hosted: { id: 'hosted', label: 'Hosted backend', baseUrl: 'https://cms.example.com', authMode: 'token' },
};
/** The desktop renderer on one backend; only the platform's backend matters to the kept edits. */
const onDesktopBackend = (id: 'local' | 'hosted') =>
  setPlatform(createDesktopPlatform({} as DesktopBridge, desktopBackends[id]));

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('PageEditScreen: unsaved edits kept on this device', { timeout: 30_000 }, () => {
  it('offers edits left by a closed editor back, and saving them meets a save made since in the conflict view', async () => {
    const events = userEvent.setup();
    const first = openEditor();
    await typeDescription(events, 'Mine: staffed by people.');
    await events.click(screen.getByRole('button', { name: 'Duplicate 1. Frequently asked questions' }));
    const kept = () =>
      JSON.parse(window.localStorage.getItem(keptKey()) ?? 'null') as {
        document: { description: string; blocks: unknown[] };
      } | null;
    await waitFor(() => expect(kept()?.document).toMatchObject({ description: 'Mine: staffed by people.' }));
    await waitFor(() => expect(kept()?.document.blocks).toHaveLength(2));
    first.unmount();

    // Meanwhile Alice saved the page; the editor opens on her version 2.
    stored = { ...base, title: 'Managed SOC (theirs)', version: 2, updatedBy: { id: 2, displayName: 'Alice' } };
    openEditor();
    const found = await screen.findByRole('region', { name: 'Unsaved changes found' });
    await events.click(within(found).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Mine: staffed by people.');
    // The whole document as it was left, which is what the conflict view then compares with theirs.
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC');
    expect(screen.getByRole('region', { name: /^2\. Frequently asked questions · Pricing$/ })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    const conflict = await screen.findByRole('region', { name: /^Not saved: Alice at / });
    expect(puts()[0]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(1) });
    // The restored blocks: the saved one with its id, its copy without (the server names it).
    const sent = JSON.parse(String(puts()[0]?.[1]?.body)) as { blocks: { id?: string; type: string }[] };
    expect(sent.blocks.map(({ id, type }) => [id, type])).toEqual([
      ['f1', 'faq'],
      [undefined, 'faq'],
    ]);
    // Compared with the version the edits were made on (1), their title is theirs alone: it combines with mine.
    await events.click(await within(conflict).findByRole('button', { name: 'Save combined version' }));
    await waitFor(() => expect(stored.version).toBe(3));
    expect(stored).toMatchObject({ title: 'Managed SOC (theirs)', description: 'Mine: staffed by people.' });
  });

  it('forgets them on Discard and after a save', async () => {
    const events = userEvent.setup();
    const first = openEditor();
    await typeDescription(events, 'Draft one.');
    await waitFor(() => expect(window.localStorage.getItem(keptKey())).not.toBeNull());
    first.unmount();
    const second = openEditor();
    await events.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(window.localStorage.getItem(keptKey())).toBeNull();
    second.unmount();

    openEditor();
    await typeDescription(events, 'Draft two.');
    await waitFor(() => expect(window.localStorage.getItem(keptKey())).not.toBeNull());
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
    expect(window.localStorage.getItem(keptKey())).toBeNull();
  });

  // Issue 29: after every successful save the reopened editor said "Unsaved changes … were kept on this device".
  it('never offers back what a save has just stored, in the editor that saved it or after a reload', async () => {
    const events = userEvent.setup();
    const first = openEditor();
    await typeDescription(events, 'Saved at once.');
    await events.click(screen.getByRole('button', { name: 'Duplicate 1. Frequently asked questions' }));
    await waitFor(() => expect(window.localStorage.getItem(keptKey())).toContain('Saved at once.'));
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
    // The editor starts over on the saved version (keyed by its save time): nothing to restore there…
    await waitFor(() => expect(screen.getByLabelText(/^Description/)).toHaveValue('Saved at once.'));
    expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).toBeNull();
    first.unmount();
    // …nor when it is opened again.
    openEditor();
    expect(await screen.findByLabelText(/^Description/)).toHaveValue('Saved at once.');
    expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).toBeNull();
    expect(window.localStorage.getItem(keptKey())).toBeNull();
  });

  it('keeps a save made offline and sends it, with its If-Match, when the connection is back', async () => {
    const events = userEvent.setup();
    openEditor();
    await typeDescription(events, 'Written on a train.');
    offline = true;
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(offlineSaveMessage)).toBeInTheDocument();
    expect(window.localStorage.getItem(keptKey())).toContain('Written on a train.');

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(stored.description).toBe('Written on a train.'));
    expect(puts().at(-1)?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(1) });
    await waitFor(() => expect(window.localStorage.getItem(keptKey())).toBeNull());
  });

  // Both desktop backends share one page origin (app://site) and number their pages alike.
  it("on the desktop, never offers one backend's kept edits on the other backend's page of the same id", async () => {
    const events = userEvent.setup();
    onDesktopBackend('local');
    const local = openEditor();
    await typeDescription(events, 'Tried on the local backend.');
    await waitFor(() =>
      expect(window.localStorage.getItem(unsavedEditsStorageKey('http://localhost:5000', 'page:7'))).toContain(
        'Tried on the local backend.',
      ),
    );
    local.unmount();

    onDesktopBackend('hosted');
    const hosted = openEditor();
    expect(await screen.findByLabelText(/^Description/)).toHaveValue('Round the clock.');
    expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).toBeNull();
    hosted.unmount();

    // Back on the local backend, they are offered again: they were kept, only not elsewhere.
    onDesktopBackend('local');
    openEditor();
    expect(await screen.findByRole('region', { name: 'Unsaved changes found' })).toBeInTheDocument();
    expect(puts()).toEqual([]);
  });
});
