import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminArticle } from '../../../../../contract/admin/admin-articles';
import { adminMessages } from '../../../../../contract/admin/admin-messages';
import { versionETag, versionFromETag } from '../../../../../contract/admin/edit-versions';
import { clashReport, hasClashes, mergeDocuments } from '../../../../../contract/admin/merge-document';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { unsavedEditsStorageKey } from '../editor/unsaved-edits-store';
import { ArticleEditScreen } from './article-edit-screen';
import { baseArticle, fromMerge, mergeSide, sideAnswer } from './article-edit-screen.test-support';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const alice = { id: 2, displayName: 'Alice' };
/** What Alice saved from the same base while this editor was open. */
const theirs = (change: Partial<AdminArticle>): AdminArticle => ({
  ...baseArticle,
  ...change,
  version: 2,
  updatedAt: '2026-01-03T10:00:00.000Z',
  updatedBy: alice,
});

/**
 * A server holding one article that merges a save from an older version with the current one as the real one does
 * (the contract's merge, the article's own fields as `meta`), answering 412 with the clashes it cannot settle.
 */
let versions: AdminArticle[];
const current = () => versions[versions.length - 1] ?? baseArticle;
const fetchMock = stubFetchForEachTest();
beforeEach(() => {
  versions = [baseArticle];
  window.localStorage.clear();
  fetchMock.mockImplementation(async (input, init) => {
    const side = sideAnswer(String(input));
    if (side) return side;
    if (init?.method !== 'PUT') return jsonResponse(200, current());
    const now = current();
    const named = versionFromETag(new Headers(init.headers).get('If-Match') ?? '');
    const mine = JSON.parse(String(init.body)) as AdminArticle;
    const who = { version: now.version, updatedAt: now.updatedAt, updatedBy: now.updatedBy };
    let write: Partial<AdminArticle> = mine;
    if (named !== now.version) {
      const sides = {
        base: mergeSide(versions.find((version) => version.version === named) ?? baseArticle),
        mine: mergeSide(mine),
        theirs: mergeSide(now),
      };
      const merge = mergeDocuments(sides.base, sides.mine, sides.theirs);
      if (hasClashes(merge.clashes)) {
        const clashes = clashReport(merge.clashes, sides);
        return jsonResponse(412, { error: adminMessages.editConflict, current: who, clashes });
      }
      write = { ...mine, ...fromMerge(merge.document) };
    }
    const saved = { ...now, ...write, version: now.version + 1, updatedAt: new Date().toISOString() };
    versions.push({ ...saved, updatedBy: { id: 1, displayName: 'Uma' } });
    return jsonResponse(200, named === now.version ? current() : { ...current(), merged: who });
  });
});
afterEach(() => vi.clearAllMocks());

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
const lastPut = () => JSON.parse(String(puts().at(-1)?.[1]?.body)) as AdminArticle;

function openEditor() {
  const view = renderSignedIn(
    <Routes>
      <Route path="/admin/insights/:articleId" element={<ArticleEditScreen />} />
    </Routes>,
    { user: staffUser('editor'), route: '/admin/insights/7' },
  );
  return { view, events: userEvent.setup() };
}

const authors = () => screen.getByRole('group', { name: 'Authors' });
const authorNames = () =>
  within(authors())
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

/** Replaces a field's text as a paste would: typing each character is slow on a busy machine, and tests nothing more. */
async function retype(events: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await events.clear(field);
  await events.paste(text);
}

/** The summary, an author added, a topic removed and the kind changed: the page's fields and the article's own. */
async function editArticle(events: ReturnType<typeof userEvent.setup>) {
  await retype(events, await screen.findByLabelText(/^Summary/), 'Mine: what we learned.');
  // The people arrive after the article: the choice is there once they do.
  await waitFor(() => expect(within(authors()).getByRole('option', { name: 'Priya Raman' })).toBeInTheDocument());
  await events.selectOptions(within(authors()).getByLabelText('Add author'), 'Priya Raman');
  await events.click(screen.getByRole('button', { name: 'Remove Identity' }));
  await events.selectOptions(screen.getByLabelText('Kind'), 'Guide');
}

describe('ArticleEditScreen: the article’s own fields', { timeout: 60_000 }, () => {
  it('are kept on this device with the page’s, offered back after a reload, and saved when restored', async () => {
    const first = openEditor();
    await editArticle(first.events);
    const key = unsavedEditsStorageKey(window.location.origin, 'article:7');
    const kept = () => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { document: { meta?: string } } | null;
    await waitFor(() =>
      expect(JSON.parse(kept()?.document.meta ?? '{}')).toMatchObject({
        kind: 'guide',
        authorIds: [1, 2],
        topics: ['Cloud'],
      }),
    );
    first.view.unmount();

    const { events } = openEditor();
    const found = await screen.findByRole('region', { name: 'Unsaved changes found' });
    await events.click(within(found).getByRole('button', { name: 'Restore them' }));
    expect(screen.getByLabelText(/^Summary/)).toHaveValue('Mine: what we learned.');
    expect(authorNames()).toEqual(['Mara Lindqvist', 'Priya Raman']);
    expect(screen.getByLabelText('Kind')).toHaveValue('guide');
    expect(screen.queryByRole('button', { name: 'Remove Identity' })).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(current().version).toBe(2));
    expect(lastPut()).toMatchObject({
      description: 'Mine: what we learned.',
      kind: 'guide',
      authorIds: [1, 2],
      topics: ['Cloud'],
    });
    expect(lastPut()).not.toHaveProperty('meta');
  });

  it('merge with a save made meanwhile: their other fields stay, a clash is shown by field and settled', async () => {
    const { events } = openEditor();
    await editArticle(events);
    // Alice changed the summary and the authors too, and added a related service nobody else touched.
    versions.push(theirs({ description: 'Theirs: what we found.', authorIds: [2], relatedPageIds: [31] }));
    await events.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('region', { name: /^Not saved: Alice at .* saved a newer version/ });
    const summary = await within(conflict).findByRole('group', { name: 'Summary' });
    const byline = within(conflict).getByRole('group', { name: 'Authors' });
    expect(within(conflict).getAllByRole('group')).toHaveLength(2);
    expect(summary).toHaveTextContent('YoursMine: what we learned.Keep mineTheirs (Alice)Theirs: what we found.');
    expect(byline).toHaveTextContent('YoursMara Lindqvist, Priya RamanKeep mineTheirs (Alice)Priya RamanKeep theirs');

    await events.click(within(summary).getByRole('radio', { name: 'Keep theirs' }));
    await events.click(within(byline).getByRole('radio', { name: 'Keep mine' }));
    await events.click(within(conflict).getByRole('button', { name: 'Save with these choices' }));
    await waitFor(() => expect(current().version).toBe(3));
    expect(puts()[1]?.[1]?.headers).toMatchObject({ 'If-Match': versionETag(2) });
    expect(lastPut()).toMatchObject({
      description: 'Theirs: what we found.',
      authorIds: [1, 2],
      kind: 'guide',
      topics: ['Cloud'],
      relatedPageIds: [31],
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Not saved/ })).not.toBeInTheDocument());
  });
});
