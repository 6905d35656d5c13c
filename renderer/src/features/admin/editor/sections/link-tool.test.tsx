import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkTarget } from '../../../../../../contract/admin/link-targets';
import { linkMessage } from '../../../../../../contract/link-rules';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import '../../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { jsonResponse, stubFetchForEachTest } from '../../../../test/stub-fetch';
import { SectionFieldsForm } from './section-fields-form';

const cloud: LinkTarget = {
  kind: 'subpage',
  title: 'Cloud Security Services',
  path: '/services/cloud-security',
  parentTitle: 'Services',
  anchors: [{ anchor: 'faq', label: 'Cloud questions', type: 'Frequently asked questions' }],
};
const contact: LinkTarget = { kind: 'page', title: 'Contact', path: '/contact', parentTitle: null, anchors: [] };

const fetchMock = stubFetchForEachTest();

/** The link-targets endpoint: `q` finds by title, `path` looks one address up. */
function answerLinkTargets() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    const q = url.searchParams.get('q')?.toLowerCase() ?? '';
    const path = url.searchParams.get('path');
    const all = [contact, cloud];
    const items =
      path !== null
        ? all.filter((target) => target.path === path)
        : all.filter((target) => target.title.toLowerCase().includes(q));
    return jsonResponse(200, { items });
  });
}

function renderText(description: string) {
  const form = sectionCatalogue.sections.form;
  if (form.shape !== 'list') throw new Error('text blocks are a list');
  const onChange = vi.fn();
  renderWithProviders(
    <SectionFieldsForm
      sectionKey="sections"
      form={form}
      initial={[{ title: 'Scope', description }]}
      readOnly={false}
      onChange={onChange}
    />,
  );
  const text = screen.getByLabelText<HTMLTextAreaElement>('Text (text block 1)');
  return { text, events: userEvent.setup(), onChange };
}

const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('the link tool of a formatted text field', { timeout: 20_000 }, () => {
  it('finds a page by part of its title, moves to its block with the keyboard and links the selected words', async () => {
    answerLinkTargets();
    const { text, events, onChange } = renderText('We secure change.');
    text.focus();
    text.setSelectionRange(3, 9);
    await events.keyboard('{Control>}k{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    const box = within(dialog).getByRole('combobox', { name: 'Find a page or block by its title' });

    // Where the focus starts is checked in a browser (tests/e2e/admin-link-tool.spec.ts): jsdom lays nothing out.
    await events.type(box, 'cloud');
    await within(dialog).findByText('1 page found. Arrow keys choose, Enter links.');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/link-targets?q=cloud', expect.anything());
    // One group per page: the page, then its blocks.
    expect(within(dialog).getByRole('group', { name: 'Cloud Security Services' })).toBeInTheDocument();
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Cloud Security Services' + 'In Services · /services/cloud-security',
      'Cloud questions' + 'Frequently asked questions · #faq',
    ]);
    expect(activeOption(box)).toBe(options[0]);
    await events.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(options[1]);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await events.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text).toHaveValue('We [secure](/services/cloud-security#faq) change.');
    expect(onChange).toHaveBeenLastCalledWith([
      { title: 'Scope', description: 'We [secure](/services/cloud-security#faq) change.' },
    ]);
    await waitFor(() => expect(text).toHaveFocus());
    // The caret is in the link now: the field says where it leads.
    expect(await screen.findByText('(Cloud Security Services › Cloud questions)', { exact: false })).toHaveTextContent(
      'Link points to: /services/cloud-security#faq (Cloud Security Services › Cloud questions)',
    );
  });

  it("inserts the page's title when nothing is selected, picked with the pointer", async () => {
    answerLinkTargets();
    const { text, events } = renderText('Write to us: ');
    text.focus();
    text.setSelectionRange(13, 13);
    await events.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
    await events.click(await within(dialog).findByRole('option', { name: /^Contact/ }));
    expect(text).toHaveValue('Write to us: [Contact](/contact)');
  });

  it('reopens on an existing link prefilled, checks a typed address by the link rule, and can remove the link', async () => {
    answerLinkTargets();
    const { text, events } = renderText('We [secure](/services/cloud-security#faq) change.');
    text.focus();
    text.setSelectionRange(6, 6);
    await events.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(dialog).getByText(/^Link points to:/)).toHaveTextContent(
      'Link points to: /services/cloud-security#faq (Cloud Security Services › Cloud questions)',
    );
    const box = within(dialog).getByRole('combobox');
    expect(box).toHaveValue('/services/cloud-security');
    // The fixture's search matches titles only: the prefilled address finds nothing here, so search by title.
    await events.clear(box);
    await events.type(box, 'Cloud');
    await within(dialog).findByText('1 page found. Arrow keys choose, Enter links.');
    expect(activeOption(box)).toHaveTextContent(/^Cloud questions/);

    await events.click(within(dialog).getByRole('tab', { name: 'External address' }));
    const address = await within(dialog).findByRole('textbox', { name: /^Address/ });
    await events.type(address, 'javascript:alert(1)');
    await events.click(within(dialog).getByRole('button', { name: 'Update link' }));
    expect(within(dialog).getByText(linkMessage)).toBeInTheDocument();
    expect(text).toHaveValue('We [secure](/services/cloud-security#faq) change.');
    await events.clear(address);
    await events.type(address, 'https://en.wikipedia.org/wiki/Zero_(trust)');
    await events.click(within(dialog).getByRole('button', { name: 'Update link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text).toHaveValue('We [secure](https://en.wikipedia.org/wiki/Zero_%28trust%29) change.');

    text.setSelectionRange(6, 6);
    await events.click(screen.getByRole('button', { name: 'Link' }));
    const again = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(again).getByRole('textbox', { name: /^Address/ })).toHaveValue(
      'https://en.wikipedia.org/wiki/Zero_%28trust%29',
    );
    await events.click(within(again).getByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(text).toHaveValue('We secure change.');
  });
});
