import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import '../../../lib/theme/chakra-scope';
import type { EventStreamDouble } from '../../../test/event-stream-response';
import { eventStreamResponse } from '../../../test/event-stream-response';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { newerVersionTitle } from '../editor/newer-version-notice';
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
  updatedBy: { id: 1, displayName: 'Uma' },
  subpageCount: 0,
  version: 1,
  blocks: [],
};
const alex = { id: 2, displayName: 'Alex' };
const theirs: AdminPage = { ...base, title: 'Managed SOC (Alex)', updatedAt: '2026-01-03T10:00:00.000Z', version: 2 };

let stored: AdminPage;
let streams: EventStreamDouble[];
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  stored = base;
  streams = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/admin/pages/7/events')) {
      const stream = eventStreamResponse(init?.signal);
      streams.push(stream);
      return stream.response;
    }
    if (url.includes('/preview-links')) return jsonResponse(200, { items: [] });
    return jsonResponse(200, stored);
  });
});
afterEach(() => vi.clearAllMocks());

async function openEditor() {
  renderSignedIn(
    <Routes>
      <Route path="/admin/pages/:pageId" element={<PageEditScreen />} />
    </Routes>,
    { user: staffUser('editor'), route: '/admin/pages/7' },
  );
  await screen.findByRole('form', { name: 'Page editor' });
  await waitFor(() => expect(streams).toHaveLength(1));
  return streams[0] as EventStreamDouble;
}

describe('PageEditScreen: while someone else has the page open', { timeout: 20_000 }, () => {
  it('says who as soon as the page’s event stream tells, from one stream for the whole screen', async () => {
    const stream = await openEditor();
    stream.send('current', { version: 1, updatedAt: base.updatedAt, updatedBy: base.updatedBy });
    stream.send('presence', { others: [alex] });
    expect(await screen.findByText('Also open by Alex')).toBeInTheDocument();
    stream.send('presence', { others: [] });
    await waitFor(() => expect(screen.queryByText('Also open by Alex')).not.toBeInTheDocument());
    const opened = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/events'));
    expect(opened).toHaveLength(1);
    expect(new Headers(opened[0]?.[1]?.headers).get('Accept')).toBe('text/event-stream');
  });

  it('announces a save they made while the editor is open, without replacing the form, and reloads on request', async () => {
    const stream = await openEditor();
    stored = theirs;
    stream.send('saved', { version: 2, updatedAt: theirs.updatedAt, updatedBy: alex, blocksChanged: 2 });
    expect(await screen.findByText('Alex saved a newer version (2 blocks changed)')).toBeInTheDocument();
    expect(screen.getByText(/You have no unsaved changes/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC (Alex)'));
    expect(screen.queryByText(/saved a newer version/)).not.toBeInTheDocument();
  });

  it('tells an editor with unsaved changes that reloading drops them', async () => {
    const stream = await openEditor();
    const events = userEvent.setup();
    await events.type(screen.getByLabelText(/^Description/), ' Mine.');
    stream.send('saved', { version: 2, updatedAt: theirs.updatedAt, updatedBy: alex, blocksChanged: 1 });
    expect(await screen.findByText('Alex saved a newer version (1 block changed)')).toBeInTheDocument();
    expect(screen.getByText(/Your unsaved changes are kept/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Round the clock. Mine.');
  });

  it('says nothing of a version the editor already has', async () => {
    const stream = await openEditor();
    stream.send('current', { version: 1, updatedAt: base.updatedAt, updatedBy: base.updatedBy });
    stream.send('presence', { others: [alex] });
    await screen.findByText('Also open by Alex');
    expect(screen.queryByText(/saved a newer version/)).not.toBeInTheDocument();
  });
});

describe('newerVersionTitle', () => {
  it('counts blocks in words, one block singular', () => {
    const current = { version: 2, updatedAt: theirs.updatedAt, updatedBy: alex };
    expect([undefined, 0, 1, 2].map((count) => newerVersionTitle(current, count))).toEqual([
      'Alex saved a newer version',
      'Alex saved a newer version (no blocks changed)',
      'Alex saved a newer version (1 block changed)',
      'Alex saved a newer version (2 blocks changed)',
    ]);
    expect(newerVersionTitle({ ...current, updatedBy: null })).toBe('Someone saved a newer version');
  });
});
