import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPage } from '../../../../../contract/admin/admin-pages';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { versionETag, versionFromETag } from '../../../../../contract/admin/edit-versions';
import { clashReport, hasClashes, mergeDocuments } from '../../../../../contract/admin/merge-document';
import type { MergeBlock } from '../../../../../contract/page-content/merge-blocks';
import '../../../lib/theme/chakra-scope';
import { toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PageEditScreen } from './page-edit-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const intro = (id: string, title: string, description: string) => ({ id, type: 'intro', data: { title, description } });
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
  blocks: [intro('b1', 'Welcome', 'We watch.'), intro('b2', 'Approach', 'We plan.')],
};
const alice = { id: 2, displayName: 'Alice' };
/** What Alice saved from the same base while this editor was open. */
const theirs = (change: Partial<AdminPage>): AdminPage => ({
  ...base,
  ...change,
  version: 2,
  updatedAt: '2026-01-03T10:00:00.000Z',
  updatedBy: alice,
});

/**
 * A server that merges a save from an older version with the current one as the real one does (the same contract
 * merge), answering 200 with `merged`, or 412 naming the clashes. `readsFail` makes every read fail.
 */
let versions: AdminPage[];
let readsFail = false;
const current = () => versions[versions.length - 1] ?? base;
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  versions = [base];
  readsFail = false;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith('/presence')) return jsonResponse(200, { others: [] });
    if (init?.method !== 'PUT') return readsFail ? jsonResponse(500, { error: 'Down' }) : jsonResponse(200, current());
    const now = current();
    const named = versionFromETag(new Headers(init.headers).get('If-Match') ?? '');
    const mine = JSON.parse(String(init.body)) as Omit<AdminPage, 'blocks'> & { blocks: MergeBlock[] };
    const who = { version: now.version, updatedAt: now.updatedAt, updatedBy: now.updatedBy };
    let write = mine;
    if (named !== now.version) {
      const from = versions.find((version) => version.version === named) ?? base;
      const merge = mergeDocuments(from, mine, now);
      if (hasClashes(merge.clashes)) {
        const clashes = clashReport(merge.clashes, { base: from, mine, theirs: now });
        return jsonResponse(412, { error: adminMessages.editConflict, current: who, clashes });
      }
      write = { ...mine, ...merge.document };
    }
    const blocks = write.blocks.map((block, index) => ({ ...block, id: block.id ?? `new-${index}` }));
    const saved = { ...now, ...write, blocks, version: now.version + 1, updatedAt: new Date().toISOString() };
    versions.push({ ...saved, updatedBy: { id: 1, displayName: 'Uma' } });
    return jsonResponse(200, named === now.version ? current() : { ...current(), merged: who });
  });
});
afterEach(() => vi.clearAllMocks());

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const lastPut = () => JSON.parse(String(puts().at(-1)?.[1]?.body)) as AdminPage;

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

/** The block editor's region of the nth block (1-based), by the name its header gives it. */
const blockRegion = (n: number) => screen.getByRole('region', { name: new RegExp(`^${n}\\. Introduction`) });

/** Replaces a field's text as a paste would: typing each character is slow on a busy machine, and tests nothing more. */
async function retype(events: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await events.clear(field);
  await events.paste(text);
}

describe('PageEditScreen: a save from an older version', { timeout: 30_000 }, () => {
  it('is merged by the server: the editor opens on the merged page and says whose version it joined', async () => {
    const events = await openEditor();
    versions.push(theirs({ title: 'Managed SOC (theirs)' }));
    await retype(events, screen.getByLabelText(/^Description/), 'Mine.');
    await events.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(screen.getByLabelText(/^Page title/)).toHaveValue('Managed SOC (theirs)'));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Mine.');
    expect(toastSuccess).toHaveBeenCalledWith(
      'Draft saved',
      expect.stringMatching(/^Combined with the version Alice at /),
    );
    expect(screen.queryByRole('region', { name: /^Not saved/ })).not.toBeInTheDocument();
  });

  it('shows only the clashing blocks side by side, and saves the version kept of each over theirs', async () => {
    const events = await openEditor();
    versions.push(
      theirs({
        description: 'Theirs, which combines.',
        blocks: [intro('b1', 'Welcome', 'Theirs: we watch.'), intro('b2', 'Approach', 'Theirs: we plan.')],
      }),
    );
    const unfold = async (n: number) => {
      const region = blockRegion(n);
      const toggle = within(region).queryByRole('button', { name: /^Unfold / });
      if (toggle) await events.click(toggle);
      return region;
    };
    await retype(events, within(await unfold(1)).getByLabelText(/^Lead paragraph/), 'Mine: we watch.');
    await retype(events, within(await unfold(2)).getByLabelText(/^Lead paragraph/), 'Mine: we plan.');
    await events.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('region', { name: /^Not saved: Alice at .* saved a newer version/ });
    const welcome = await within(conflict).findByRole('group', { name: 'Introduction “Welcome”' });
    const approach = within(conflict).getByRole('group', { name: 'Introduction “Approach”' });
    expect(within(conflict).getAllByRole('group')).toHaveLength(2);
    expect(welcome).toHaveTextContent('YoursLead paragraphMine: we watch.');
    expect(welcome).toHaveTextContent('Theirs (Alice)Lead paragraphTheirs: we watch.');

    // Asking to save before choosing for each says what is missing, and saves nothing.
    await events.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));
    expect(within(approach).getByText('Choose which version to keep.')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);

    await events.click(within(welcome).getByRole('radio', { name: 'Keep theirs' }));
    await events.click(within(approach).getByRole('radio', { name: 'Keep mine' }));
    await events.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(current().version).toBe(3));
    expect(puts()[1]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(2) });
    expect(lastPut()).toMatchObject({
      description: 'Theirs, which combines.',
      blocks: [intro('b1', 'Welcome', 'Theirs: we watch.'), intro('b2', 'Approach', 'Mine: we plan.')],
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Not saved/ })).not.toBeInTheDocument());
  });

  it('offers a page field both changed as a choice too', async () => {
    const events = await openEditor();
    versions.push(theirs({ title: 'Their title' }));
    await retype(events, screen.getByLabelText(/^Page title/), 'My title');
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    const title = await screen.findByRole('group', { name: 'Title' });
    expect(title).toHaveTextContent('TitleYoursMy titleKeep mineTheirs (Alice)Their titleKeep theirs');
    await events.click(within(title).getByRole('radio', { name: 'Keep mine' }));
    await events.click(screen.getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(current()).toMatchObject({ version: 3, title: 'My title' }));
  });

  it('names what clashed and offers to overwrite when their version cannot be read', async () => {
    const events = await openEditor();
    versions.push(theirs({ title: 'Their title' }));
    readsFail = true;
    await retype(events, screen.getByLabelText(/^Page title/), 'My title');
    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    const conflict = await screen.findByRole('region', { name: /^Not saved/ });
    expect(conflict).toHaveTextContent('Changed on both sides: Title.');
    await events.click(within(conflict).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(current()).toMatchObject({ version: 3, title: 'My title' }));
    expect(puts()[1]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(2) });
  });
});
