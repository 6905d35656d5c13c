import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import '../../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { SectionFieldsForm } from './section-fields-form';

const carouselForm = ((form) => {
  if (form.shape !== 'object') throw new Error('the carousel is an object');
  return form;
})(sectionCatalogue.heroCarousel.form);

function renderCarousel(initial: unknown) {
  const onChange = vi.fn();
  renderWithProviders(
    <SectionFieldsForm
      sectionKey="heroCarousel"
      form={carouselForm}
      initial={initial}
      readOnly={false}
      onChange={onChange}
    />,
  );
  return { onChange, events: userEvent.setup(), last: () => onChange.mock.lastCall?.[0] as unknown };
}

const slide = { title: 'Ada Byron', description: 'Leads the practice.' };

describe('SectionFieldsForm', () => {
  // Choosing, overriding and removing the picture: image-field.test.tsx. Choosing people: people-field.test.tsx.
  it('shows an empty optional image as one button and saves nothing for it, with no path or pixel inputs', () => {
    const { last } = renderCarousel({ slides: [slide] });
    expect(screen.getByRole('button', { name: 'Add image (slide 1)' })).toBeInTheDocument();
    for (const gone of [/Image file/, /Width in pixels/, /Height in pixels/]) {
      expect(screen.queryByLabelText(gone)).toBeNull();
    }
    expect(last()).toEqual({ slides: [slide] });
  });

  it('edits a short description as formatted text without headings: its block has the heading', () => {
    renderCarousel({ slides: [slide] });
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting of description (slide 1)' });
    const buttons = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Bold', 'Italic', 'Bulleted list', 'Numbered list']));
    expect(buttons).not.toContain('Heading');
    expect(buttons).not.toContain('Subheading');
  });

  it('adds, reorders and removes items, and folds long lists', async () => {
    const slides = ['One', 'Two', 'Three', 'Four'].map((title) => ({ ...slide, title }));
    const { events, last } = renderCarousel({ slides });
    const toggle = screen.getByRole('button', { name: 'Slide 1: One' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Title (slide 1)')).not.toBeVisible();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Title (slide 1)')).toBeVisible();

    await events.click(screen.getByRole('button', { name: 'Move slide 1 down' }));
    expect((last() as { slides: { title: string }[] }).slides.map((entry) => entry.title)).toEqual([
      'Two',
      'One',
      'Three',
      'Four',
    ]);
    await events.click(screen.getByRole('button', { name: 'Remove slide 4' }));
    await events.click(screen.getByRole('button', { name: 'Add slide' }));
    // A new item starts open and, blank, shows what it still needs.
    expect(screen.getByLabelText('Title (slide 4)')).toBeVisible();
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
