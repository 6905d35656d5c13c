import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionCatalogue } from '../../../../../contract/page-content/catalogue';
import type { Role } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { showToast, toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import type { EditorDocument } from './page-editor';
import { PageEditor } from './page-editor';
import { LeaveDialog } from '../../../components/leave-dialog';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));
afterEach(() => vi.restoreAllMocks());

const blank: EditorDocument = { title: '', slug: '', description: '', status: 'draft', content: {} };

function renderEditor(
  options: { role?: Role; initial?: EditorDocument; onSave?: (doc: EditorDocument) => Promise<unknown> } = {},
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

// Only the editor's own section cards: the preview beside it draws section headings too, as its lazily
// loaded renderers arrive.
const sectionHeadings = () =>
  within(screen.getByRole('form', { name: 'Page editor' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function addSection(events: ReturnType<typeof userEvent.setup>, label: string) {
  await events.selectOptions(screen.getByLabelText('Section type'), label);
  await events.click(screen.getByRole('button', { name: 'Add section' }));
}

describe('PageEditor', { timeout: 20_000 }, () => {
  it('adds, reorders and removes sections, and saves them in the shown order', async () => {
    const { events, onSave } = renderEditor();
    await addSection(events, 'Introduction');
    await addSection(events, 'Frequently asked questions');
    await addSection(events, 'Call to action');
    expect(sectionHeadings()).toEqual(['1. Introduction', '2. Frequently asked questions', '3. Call to action']);

    const moveUp = screen.getByRole('button', { name: 'Move up Call to action' });
    moveUp.focus();
    await events.keyboard('{Enter}');
    expect(sectionHeadings()).toEqual(['1. Introduction', '2. Call to action', '3. Frequently asked questions']);
    await events.click(screen.getByRole('button', { name: 'Remove Introduction' }));
    expect(sectionHeadings()).toEqual(['1. Call to action', '2. Frequently asked questions']);

    await events.type(screen.getByLabelText(/^Page title/), 'Security audits');
    await events.type(screen.getByLabelText(/^Slug/), 'security-audits');
    await events.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved?.title).toBe('Security audits');
    expect(Object.keys(saved?.content ?? {})).toEqual(['ctaSection', 'faq']);
    expect(toastSuccess).toHaveBeenCalledWith('Page created');
  });

  it("puts a removed section back at its place, with its content, when the toast's Undo is pressed", async () => {
    const { events } = renderEditor();
    await addSection(events, 'Introduction');
    await addSection(events, 'Frequently asked questions');
    await addSection(events, 'Call to action');
    const faq = screen.getByRole('region', { name: '2. Frequently asked questions' });
    await events.clear(within(faq).getByLabelText('Question (question 1)'));
    await events.type(within(faq).getByLabelText('Question (question 1)'), 'Kept?');
    await events.click(screen.getByRole('button', { name: 'Remove Frequently asked questions' }));
    expect(sectionHeadings()).toEqual(['1. Introduction', '2. Call to action']);

    const toast = vi.mocked(showToast).mock.calls.at(-1)?.[0];
    expect(toast).toMatchObject({ title: 'Section removed', description: 'Frequently asked questions' });
    expect(toast?.action?.label).toBe('Undo');
    act(() => toast?.action?.onClick());
    expect(sectionHeadings()).toEqual(['1. Introduction', '2. Frequently asked questions', '3. Call to action']);
    const restored = screen.getByRole('region', { name: '2. Frequently asked questions' });
    expect(within(restored).getByLabelText('Question (question 1)')).toHaveValue('Kept?');
    await waitFor(() => expect(within(restored).getByRole('heading', { level: 3 })).toHaveFocus());
  });

  it('edits a section through its form, with list items, and validates it live', async () => {
    const { events } = renderEditor();
    await addSection(events, 'Frequently asked questions');
    await events.click(screen.getByRole('button', { name: 'Add question' }));
    await events.type(screen.getByLabelText('Question (question 2)'), 'Do you work remotely?');
    await events.type(screen.getByLabelText('Answer (question 2)'), 'Yes.');
    await events.clear(screen.getByLabelText('Title', { selector: 'section input' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Has errors')).toBeInTheDocument();
  });

  it('validates the JSON view as JSON and against the section schema', async () => {
    const { events } = renderEditor();
    await addSection(events, 'Introduction');
    await events.click(screen.getByRole('button', { name: 'JSON' }));
    const json = screen.getByLabelText('Introduction JSON');
    expect(screen.getByText('Valid introduction section')).toBeInTheDocument();
    await events.clear(json);
    await events.type(json, '{{"title": ""');
    expect(screen.getByText(/^Not valid JSON/)).toBeInTheDocument();
    await events.type(json, '}');
    expect(screen.getByText('title: Required')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText(/Fix the sections with errors first: Introduction/)).toBeInTheDocument();
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
      initial: { ...blank, title: 'About', slug: 'about', content: { intro: { title: 'Hi' } } },
    });
    expect(screen.getByText('Your role (viewer) cannot change content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Page title/)).toBeDisabled();
    const intro = screen.getByRole('region', { name: '1. Introduction' });
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

  it('opens a long page folded, and jumps to a section from the outline, unfolding it', async () => {
    const types = ['banner', 'intro', 'faq', 'ctaSection', 'testimonials'] as const;
    const content = Object.fromEntries(types.map((type) => [type, sectionCatalogue[type].template]));
    const { events } = renderEditor({ initial: { ...blank, title: 'Long', slug: 'long', content } });
    const faq = screen.getByRole('region', { name: '3. Frequently asked questions' });
    expect(within(faq).getByRole('button', { name: 'Unfold Frequently asked questions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A folded section's form is not even drawn until it is first unfolded.
    expect(within(faq).queryByLabelText('Question (question 1)')).toBeNull();

    const outline = screen.getByRole('navigation', { name: 'Section outline' });
    await events.click(within(outline).getByRole('link', { name: '3. Frequently asked questions' }));
    expect(within(faq).getByLabelText('Question (question 1)')).toBeVisible();
    await waitFor(() => expect(within(faq).getByRole('heading', { level: 3 })).toHaveFocus());

    // One section open: the outline offers to fold them all, then to unfold them all.
    await events.click(within(outline).getByRole('button', { name: 'Fold all sections' }));
    expect(within(faq).queryByLabelText('Question (question 1)')).not.toBeVisible();
    await events.click(within(outline).getByRole('button', { name: 'Unfold all sections' }));
    expect(within(faq).getByLabelText('Question (question 1)')).toBeVisible();
    expect(within(screen.getByRole('region', { name: '1. Banner' })).getByLabelText('Title')).toBeVisible();
  });
});
