import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionCatalogue } from '../../../../../contract/page-content/catalogue';
import type { Role } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { showToast, toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import type { EditorDocument, SavedDocument } from './page-editor';
import { PageEditor } from './page-editor';
import { LeaveDialog } from '../../../components/leave-dialog';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
afterEach(() => vi.restoreAllMocks());

const blank: EditorDocument = { title: '', slug: '', description: '', status: 'draft', blocks: [] };

function renderEditor(
  options: { role?: Role; initial?: EditorDocument; onSave?: (doc: SavedDocument) => Promise<void> } = {},
) {
  const onSave = vi.fn(options.onSave ?? (async () => undefined));
  renderSignedIn(
    <>
      <LeaveDialog />
      <Routes>
        <Route
          path="/admin/pages/new"
          element={
            <>
              <Link to="/admin/pages">Back to pages</Link>
              <PageEditor
                kind="page"
                initial={options.initial ?? blank}
                originalSlug={options.initial ? options.initial.slug : null}
                addressPrefix="/"
                submitLabel="Create page"
                savedMessage="Page created"
                onSave={onSave}
              />
            </>
          }
        />
        <Route path="/admin/pages" element={<h1>Pages list</h1>} />
      </Routes>
    </>,
    { user: staffUser(options.role ?? 'editor'), route: '/admin/pages/new' },
  );
  return { onSave, events: userEvent.setup() };
}

// Only the editor's own block cards: the preview beside it draws section headings too, as its lazily
// loaded renderers arrive.
const blockHeadings = () =>
  within(screen.getByRole('form', { name: 'Page editor' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** The same, without the blocks' own headings: `2. Frequently asked questions`. */
const blockLabels = () => blockHeadings().map((heading) => heading?.split(' · ')[0]);

/** A block's card, by its number and type label (its heading may follow). */
const blockCard = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}( · |$)`) });

async function addBlock(events: ReturnType<typeof userEvent.setup>, label: string) {
  await events.selectOptions(screen.getByLabelText('Block type'), label);
  await events.click(screen.getByRole('button', { name: 'Add block' }));
}

describe('PageEditor', { timeout: 20_000 }, () => {
  it('adds, reorders and removes blocks, and saves them in the shown order', async () => {
    const { events, onSave } = renderEditor();
    await addBlock(events, 'Introduction');
    await addBlock(events, 'Frequently asked questions');
    await addBlock(events, 'Call to action');
    expect(blockLabels()).toEqual(['1. Introduction', '2. Frequently asked questions', '3. Call to action']);

    const moveUp = screen.getByRole('button', { name: 'Move up 3. Call to action' });
    moveUp.focus();
    await events.keyboard('{Enter}');
    expect(blockLabels()).toEqual(['1. Introduction', '2. Call to action', '3. Frequently asked questions']);
    await events.click(screen.getByRole('button', { name: 'Remove 1. Introduction' }));
    expect(blockLabels()).toEqual(['1. Call to action', '2. Frequently asked questions']);

    await events.type(screen.getByLabelText(/^Page title/), 'Security audits');
    await events.type(screen.getByLabelText(/^Slug/), 'security-audits');
    await events.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.title).toBe('Security audits');
    // New blocks go without ids: the server names them.
    expect(saved?.blocks.map((block) => Object.keys(block))).toEqual([
      ['type', 'data'],
      ['type', 'data'],
    ]);
    expect(saved?.blocks.map((block) => block.type)).toEqual(['ctaSection', 'faq']);
    expect(toastSuccess).toHaveBeenCalledWith('Page created');
  });

  it('adds a second FAQ, duplicates a block, moves one up by keyboard, and saves them in that order, ids kept', async () => {
    const initial: EditorDocument = {
      ...blank,
      title: 'Managed SOC',
      slug: 'managed-soc',
      blocks: [
        { id: 'intro-1', type: 'intro', data: { title: 'Always on' } },
        { id: 'faq-1', type: 'faq', data: { title: 'Pricing', items: [{ question: 'Fixed?', answer: 'Yes.' }] } },
      ],
    };
    const { events, onSave } = renderEditor({ initial });
    // The type is on the page already, and still offered.
    await addBlock(events, 'Frequently asked questions');
    const added = blockCard('3. Frequently asked questions');
    await events.clear(within(added).getByLabelText('Title'));
    await events.type(within(added).getByLabelText('Title'), 'Onboarding');
    await events.click(screen.getByRole('button', { name: 'Duplicate 1. Introduction' }));
    expect(blockHeadings()).toEqual([
      '1. Introduction · Always on',
      '2. Introduction · Always on',
      '3. Frequently asked questions · Pricing',
      '4. Frequently asked questions · Onboarding',
    ]);

    // Alt+ArrowUp in a block's header moves it, and focus stays where it was.
    const fold = within(blockCard('4. Frequently asked questions')).getByRole('button', { name: /^Fold / });
    fold.focus();
    await events.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(blockHeadings().slice(2)).toEqual([
      '3. Frequently asked questions · Onboarding',
      '4. Frequently asked questions · Pricing',
    ]);
    await waitFor(() => expect(fold).toHaveFocus());
    expect(screen.getByText('Frequently asked questions moved to position 3 of 4')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.blocks.map(({ id, type, data }) => [id, type, (data as { title: string }).title])).toEqual([
      ['intro-1', 'intro', 'Always on'],
      [undefined, 'intro', 'Always on'],
      [undefined, 'faq', 'Onboarding'],
      ['faq-1', 'faq', 'Pricing'],
    ]);
  });

  it('offers a banner only to a page without one, and no copy of it', async () => {
    const { events } = renderEditor();
    const types = () => within(screen.getByLabelText('Block type')).getAllByRole('option');
    expect(types().map((option) => option.textContent)).toContain('Banner');
    await addBlock(events, 'Banner');
    expect(types().map((option) => option.textContent)).not.toContain('Banner');
    expect(screen.queryByRole('button', { name: 'Duplicate 1. Banner' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remove 1. Banner' }));
    expect(types().map((option) => option.textContent)).toContain('Banner');
  });

  it("puts a removed block back at its place, with its content, when the toast's Undo is pressed", async () => {
    const { events } = renderEditor();
    await addBlock(events, 'Introduction');
    await addBlock(events, 'Frequently asked questions');
    await addBlock(events, 'Call to action');
    const faq = blockCard('2. Frequently asked questions');
    await events.clear(within(faq).getByLabelText('Question (question 1)'));
    await events.type(within(faq).getByLabelText('Question (question 1)'), 'Kept?');
    await events.click(screen.getByRole('button', { name: 'Remove 2. Frequently asked questions' }));
    expect(blockLabels()).toEqual(['1. Introduction', '2. Call to action']);

    const toast = vi.mocked(showToast).mock.calls.at(-1)?.[0];
    expect(toast).toMatchObject({ title: 'Block removed', description: 'Frequently asked questions' });
    expect(toast?.action?.label).toBe('Undo');
    act(() => toast?.action?.onClick());
    expect(blockLabels()).toEqual(['1. Introduction', '2. Frequently asked questions', '3. Call to action']);
    const restored = blockCard('2. Frequently asked questions');
    expect(within(restored).getByLabelText('Question (question 1)')).toHaveValue('Kept?');
    await waitFor(() => expect(within(restored).getByRole('heading', { level: 3 })).toHaveFocus());
  });

  it('edits a block through its form, with list items, and validates it live', async () => {
    const { events } = renderEditor();
    await addBlock(events, 'Frequently asked questions');
    await events.click(screen.getByRole('button', { name: 'Add question' }));
    await events.type(screen.getByLabelText('Question (question 2)'), 'Do you work remotely?');
    await events.type(screen.getByLabelText('Answer (question 2)'), 'Yes.');
    await events.clear(screen.getByLabelText('Title', { selector: 'section input' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Has errors')).toBeInTheDocument();
  });

  it("validates the JSON view of a block's data as JSON and against its type's schema", async () => {
    const { events } = renderEditor();
    await addBlock(events, 'Introduction');
    await events.click(screen.getByRole('button', { name: 'JSON' }));
    const json = screen.getByLabelText('Introduction JSON');
    expect(screen.getByText('Valid introduction block')).toBeInTheDocument();
    await events.clear(json);
    await events.type(json, '{{"title": ""');
    expect(screen.getByText(/^Not valid JSON/)).toBeInTheDocument();
    await events.type(json, '}');
    expect(screen.getByText('title: Required')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText(/Fix the blocks with errors first: Introduction/)).toBeInTheDocument();
  });

  it('rejects a reserved or malformed slug as it is typed', async () => {
    const { events } = renderEditor();
    const slug = screen.getByLabelText(/^Slug/);
    await events.type(slug, 'admin');
    expect(await screen.findByText('"admin" is reserved')).toBeInTheDocument();
    await events.clear(slug);
    await events.type(slug, 'Bad Slug');
    expect(await screen.findByText('Use lowercase letters, digits and hyphens only')).toBeInTheDocument();
    await events.clear(slug);
    await events.type(slug, 'events/2025');
    expect(
      await screen.findByText(
        '/events/2025 would show subpage "2025" of page "events": use one segment, or add a subpage',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a seeded page its reserved slug', async () => {
    const { events } = renderEditor({ initial: { ...blank, title: 'Home', slug: 'home' } });
    await events.type(screen.getByLabelText(/^Page title/), '!');
    expect(screen.queryByText('"home" is reserved')).not.toBeInTheDocument();
  });

  it('shows a viewer the page read-only', () => {
    renderEditor({
      role: 'viewer',
      initial: {
        ...blank,
        title: 'About',
        slug: 'about',
        blocks: [{ id: 'i1', type: 'intro', data: { title: 'Hi' } }],
      },
    });
    expect(screen.getByText('Your role (viewer) cannot change content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Duplicate|Move/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Page title/)).toBeDisabled();
    const intro = blockCard('1. Introduction');
    expect(within(intro).getByLabelText('Title')).toBeDisabled();
  });

  it('leaves without asking when nothing changed', async () => {
    const { events } = renderEditor();
    await events.click(screen.getByRole('link', { name: 'Back to pages' }));
    expect(await screen.findByRole('heading', { name: 'Pages list' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    const { events } = renderEditor();
    await events.type(screen.getByLabelText(/^Page title/), 'Draft');
    await events.click(screen.getByRole('link', { name: 'Back to pages' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    // Focus moves into the dialog (onto "Stay" in a browser; jsdom has no layout to find it focusable).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await events.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Page title/)).toHaveValue('Draft');

    await events.click(screen.getByRole('link', { name: 'Back to pages' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await events.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Pages list' })).toBeInTheDocument();
  });

  it('opens a long page folded, and jumps to a block from the outline, unfolding it', async () => {
    const types = ['banner', 'intro', 'faq', 'ctaSection', 'testimonials'] as const;
    const blocks = types.map((type, index) => ({ id: `b${index}`, type, data: sectionCatalogue[type].template }));
    const { events } = renderEditor({ initial: { ...blank, title: 'Long', slug: 'long', blocks } });
    const faq = blockCard('3. Frequently asked questions');
    expect(within(faq).getByRole('button', { name: 'Unfold 3. Frequently asked questions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A folded block's form is not even drawn until it is first unfolded.
    expect(within(faq).queryByLabelText('Question (question 1)')).toBeNull();

    const outline = screen.getByRole('navigation', { name: 'Block outline' });
    await events.click(within(outline).getByRole('link', { name: '3. Frequently asked questions' }));
    expect(within(faq).getByLabelText('Question (question 1)')).toBeVisible();
    await waitFor(() => expect(within(faq).getByRole('heading', { level: 3 })).toHaveFocus());

    // One block open: the outline offers to fold them all, then to unfold them all.
    await events.click(within(outline).getByRole('button', { name: 'Fold all blocks' }));
    expect(within(faq).queryByLabelText('Question (question 1)')).not.toBeVisible();
    await events.click(within(outline).getByRole('button', { name: 'Unfold all blocks' }));
    expect(within(faq).getByLabelText('Question (question 1)')).toBeVisible();
    expect(within(blockCard('1. Banner')).getByLabelText('Title')).toBeVisible();
  });
});
