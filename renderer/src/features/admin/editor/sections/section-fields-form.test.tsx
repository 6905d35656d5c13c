import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import '../../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SectionFieldsForm } from './section-fields-form';

const teamForm = ((form) => {
  if (form.shape !== 'object') throw new Error('the team section is an object');
  return form;
})(sectionCatalogue.teamSection.form);

function renderTeam(initial: unknown) {
  const onChange = vi.fn();
  renderWithProviders(
    <SectionFieldsForm
      sectionKey="teamSection"
      form={teamForm}
      initial={initial}
      readOnly={false}
      onChange={onChange}
    />,
  );
  return { onChange, events: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] as unknown };
}

const member = { name: 'Ada Byron', title: 'CISO', bio: 'Leads the practice.' };

describe('SectionFieldsForm', () => {
  // Choosing, overriding and removing the picture: image-field.test.tsx.
  it('shows an empty optional image as one button and saves nothing for it, with no path or pixel inputs', () => {
    const { last } = renderTeam({ title: 'Team', members: [member] });
    expect(screen.getByRole('button', { name: 'Add photo (member 1)' })).toBeInTheDocument();
    for (const gone of [/Image file/, /Width in pixels/, /Height in pixels/]) {
      expect(screen.queryByLabelText(gone)).toBeNull();
    }
    expect(last()).toEqual({ title: 'Team', members: [member] });
  });

  it('edits a biography as formatted text without headings: its block has the heading', () => {
    renderTeam({ title: 'Team', members: [member] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of biography (member 1)' });
    const buttons = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Bold', 'Italic', 'Bulleted list', 'Numbered list']));
    expect(buttons).not.toContain('Heading');
    expect(buttons).not.toContain('Subheading');
  });

  it('adds, reorders and removes items, and folds long lists', async () => {
    const members = ['One', 'Two', 'Three', 'Four'].map((name) => ({ ...member, name }));
    const { events, last } = renderTeam({ title: 'Team', members });
    const toggle = screen.getByRole('button', { name: 'Member 1: One' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Name (member 1)')).not.toBeVisible();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Name (member 1)')).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Move member 1 down' }));
    expect((last() as { members: { name: string }[] }).members.map((entry) => entry.name)).toEqual([
      'Two',
      'One',
      'Three',
      'Four',
    ]);
    await events.click(screen.getByRole('button', { name: 'Remove member 4' }));
    await events.click(screen.getByRole('button', { name: 'Add member' }));
    // A new item starts open and, blank, shows what it still needs.
    expect(screen.getByLabelText('Name (member 4)')).toBeVisible();
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
  });
});

describe('bounds of a list', () => {
  const carouselForm = sectionCatalogue.heroCarousel.form;
  if (carouselForm.shape !== 'object') throw new Error('the carousel is an object');
  const slides = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Slide ${index + 1}` }));
  const renderCarousel = (count: number) => {
    const onChange = vi.fn();
    renderWithProviders(
      <SectionFieldsForm
        sectionKey="heroCarousel"
        form={carouselForm}
        initial={{ slides: slides(count) }}
        readOnly={false}
        onChange={onChange}
      />,
    );
    return { events: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] as { slides: unknown[] } };
  };

  it('stops adding at the most the schema allows (8 slides)', async () => {
    const { events, last } = renderCarousel(8);
    expect(screen.getByRole('button', { name: 'Add slide' })).toBeDisabled();
    expect(screen.getByText('Up to 8 slides.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Remove slide 8' }));
    expect(last().slides).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Add slide' })).toBeEnabled();
    expect(screen.queryByText('Up to 8 slides.')).toBeNull();
  });

  it('stops removing at the fewest the schema allows (1 slide)', async () => {
    const { events, last } = renderCarousel(1);
    expect(screen.getByRole('button', { name: 'Remove slide 1' })).toBeDisabled();
    expect(screen.getByText('At least 1 slide.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add slide' }));
    expect(last().slides).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove slide 1' })).toBeEnabled();
  });
});

describe('a formatted text field', () => {
  const textBlocks = sectionCatalogue.sections.form;
  if (textBlocks.shape !== 'list') throw new Error('text blocks are a list');

  it('formats with the toolbar and with shortcuts, and saves the markup', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SectionFieldsForm
        sectionKey="sections"
        form={textBlocks}
        initial={[{ title: 'Scope', description: 'We secure change.' }]}
        readOnly={false}
        onChange={onChange}
      />,
    );
    const events = userEvent.setup();
    const text = screen.getByLabelText<HTMLTextAreaElement>('Text (text block 1)');
    text.setSelectionRange(3, 9);
    await events.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text).toHaveValue('We **secure** change.');
    text.setSelectionRange(14, 20);
    await events.keyboard('{Control>}i{/Control}');
    expect(text).toHaveValue('We **secure** *change*.');
    expect(onChange).toHaveBeenLastCalledWith([{ title: 'Scope', description: 'We **secure** *change*.' }]);

    await events.clear(text);
    await events.type(text, '<b>loud</b>');
    expect(await screen.findByText('HTML is not accepted: use the formatting buttons')).toBeInTheDocument();
  });
});
