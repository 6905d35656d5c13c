import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGlobalComponent } from '../../../../../contract/admin/admin-global-components';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import type { Revision } from '../../../../../contract/admin/revisions';
import { versionETag } from '../../../../../contract/admin/edit-versions';
import { defaultCtaContent } from '../../../../../contract/global-components/default-cta-content';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { GlobalComponentsScreen } from './global-components-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const base: AdminGlobalComponent = {
  name: 'cta',
  content: defaultCtaContent,
  updatedAt: '2026-01-02T00:00:00.000Z',
  publication: 'published',
  publishAt: null,
  updatedBy: { id: 1, displayName: 'Eddie' },
  version: 1,
};
/** What Alice saved from the same base while this editor was open: another description, the button hidden. */
const theirs: AdminGlobalComponent = {
  ...base,
  content: { ...defaultCtaContent, description: 'Theirs: talk to us today.', enabled: false },
  updatedAt: '2026-01-03T10:00:00.000Z',
  updatedBy: { id: 2, displayName: 'Alice' },
  version: 2,
};

/** A server holding the CTA, refusing a write whose If-Match is not its current version, as the real one does. */
let stored: AdminGlobalComponent;
/** The writes the editor sent, with the version each named: `PUT /cta "1"`. */
let writes: string[];
let revisions: Revision[];
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  stored = base;
  writes = [];
  revisions = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/presence')) return jsonResponse(200, { others: [] });
    if (url.includes('/revisions'))
      return jsonResponse(200, { items: revisions, total: revisions.length, page: 1, pageSize: 20 });
    if (url.includes('/api/admin/pages')) return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 100 });
    const publishing = url.endsWith('/global-components/cta/publish');
    if (!url.endsWith('/global-components/cta') && !publishing) return jsonResponse(404, { error: 'Not found' });
    if (init?.method !== 'PUT' && init?.method !== 'POST') return jsonResponse(200, stored);
    writes.push(
      `${init.method} ${url.replace(/^.*global-components/, '')} ${new Headers(init.headers).get('If-Match')}`,
    );
    if (new Headers(init.headers).get('If-Match') !== versionETag(stored.version)) {
      const { version, updatedAt, updatedBy } = stored;
      return jsonResponse(412, { error: adminMessages.editConflict, current: { version, updatedAt, updatedBy } });
    }
    const next = { version: stored.version + 1, updatedAt: new Date().toISOString() };
    if (publishing) stored = { ...stored, ...next, publication: 'published' };
    else {
      const { content } = JSON.parse(String(init.body)) as { content: unknown };
      stored = { ...stored, ...next, content, publication: 'draft-pending' };
    }
    return jsonResponse(200, stored);
  });
});
afterEach(() => {
  vi.clearAllMocks();
  focusManager.setFocused(undefined);
});

async function openCtaEditor() {
  renderSignedIn(<GlobalComponentsScreen />, { user: staffUser('editor') });
  const events = userEvent.setup();
  await events.click(screen.getByRole('tab', { name: 'Call to action' }));
  await screen.findByRole('form', { name: 'Call to action' });
  return events;
}

async function typeMyTitle(events: ReturnType<typeof userEvent.setup>) {
  const title = screen.getByLabelText('Title');
  await events.clear(title);
  await events.type(title, 'Mine: book a briefing');
}

function refocusWindow() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('saving and publishing a global component', { timeout: 20_000 }, () => {
  it('says when it was saved and each revision replaced in the admin’s one format, on the site’s clock', async () => {
    revisions = [
      {
        id: 7,
        entityType: 'global-component',
        entityId: 'cta',
        snapshot: {},
        createdAt: '2026-01-01T09:30:00.000Z',
        createdBy: { id: 2, displayName: 'Alice' },
      },
    ];
    await openCtaEditor();
    expect(screen.getByText('Last saved 2 Jan 2026, 00:00 (UTC) by Eddie')).toBeInTheDocument();
    expect(await screen.findByText('Replaced 1 Jan 2026, 09:30 (UTC) by Alice')).toBeInTheDocument();
  });

  it('saves the form as a draft, and Publish saves the changes first and then publishes that version', async () => {
    const events = await openCtaEditor();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await typeMyTitle(events);
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(writes).toEqual(['PUT /cta "1"']));
    expect(await screen.findByText('Published, draft pending')).toBeInTheDocument();

    await typeMyTitle(events);
    await events.type(screen.getByLabelText('Title'), '!');
    await events.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes).toEqual(['PUT /cta "1"', 'PUT /cta "2"', 'POST /cta/publish "3"']));
    expect(stored).toMatchObject({ publication: 'published', content: { title: 'Mine: book a briefing!' } });
  });

  it('publishes a saved draft without saving it again', async () => {
    stored = { ...base, publication: 'draft-pending' };
    const events = await openCtaEditor();
    await events.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes).toEqual(['POST /cta/publish "1"']));
  });
});

describe('a global component saved meanwhile', { timeout: 20_000 }, () => {
  it('keeps my text, names the parts they changed, and overwrites on request with their version as the base', async () => {
    const events = await openCtaEditor();
    stored = theirs;
    await typeMyTitle(events);
    await events.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(conflict).toHaveTextContent('Alice');
    const changed = await within(conflict).findByRole('list', { name: 'Changed meanwhile' });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Shown on the site', 'Description']);
    expect(screen.getByLabelText('Title')).toHaveValue('Mine: book a briefing');

    await events.click(within(conflict).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(stored.version).toBe(3));
    expect(stored.content).toMatchObject({ title: 'Mine: book a briefing' });
    // Overwriting repeats what was asked: a draft, so the site is not changed behind the editor's back.
    expect(writes.at(-1)).toBe('PUT /cta "2"');
  });

  it('announces a newer version on focus instead of replacing unsaved changes', async () => {
    const events = await openCtaEditor();
    await typeMyTitle(events);
    stored = theirs;
    refocusWindow();
    expect(await screen.findByText('Alice saved a newer version', { exact: false })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Mine: book a briefing');
    await events.click(screen.getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Theirs: talk to us today.'));
  });

  it('refreshes a form without unsaved changes to the newer version', async () => {
    await openCtaEditor();
    stored = theirs;
    refocusWindow();
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('Theirs: talk to us today.'));
    expect(screen.queryByText('saved a newer version', { exact: false })).not.toBeInTheDocument();
  });
});
