import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sectionCatalogue } from '../../../../../../contract/page-content/catalogue';
import '../../../../lib/theme/chakra-scope';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { stubFetchForEachTest } from '../../../../test/stub-fetch';
import { answerMedia, mediaItem, requestedUrls } from '../../media/media-fixtures.test-support';
import { SectionFieldsForm } from './section-fields-form';

const carouselForm = ((form) => {
  if (form.shape !== 'object') throw new Error('the hero carousel is an object');
  return form;
})(sectionCatalogue.heroCarousel.form);

const fetchMock = stubFetchForEachTest();
const slide = { title: 'Ada Byron', description: 'Leads the practice.' };
const ada = mediaItem(7, 'ada', 'Ada Byron at her desk', { width: 400, height: 600, focus: { x: 40, y: 20 } });
const office = mediaItem(8, 'office', 'The office');

function renderCarousel(initial: unknown, readOnly = false) {
  const onChange = vi.fn();
  renderWithProviders(
    <SectionFieldsForm
      sectionKey="heroCarousel"
      form={carouselForm}
      initial={initial}
      readOnly={readOnly}
      onChange={onChange}
    />,
  );
  const last = () => (onChange.mock.lastCall?.[0] as { slides: { image?: unknown }[] }).slides[0]?.image;
  return { events: userEvent.setup(), last };
}

/** The picker opens a moment after the click (it failed to be found at once in a fresh-clone CI run under load). */
const picker = () => screen.findByRole('dialog', { name: 'Choose an image' });

describe('an image field is the media library picker', { timeout: 20_000 }, () => {
  it('chooses a library picture: its address, size, focal point and alt text come from the library, with nothing to type', async () => {
    answerMedia(fetchMock, () => [office, ada]);
    const { events, last } = renderCarousel({ slides: [slide] });
    await events.click(screen.getByRole('button', { name: 'Add image (slide 1)' }));
    const dialog = await picker();
    expect(await within(dialog).findByRole('button', { name: 'Choose office' })).toBeInTheDocument();
    await events.type(within(dialog).getByLabelText('Search images'), 'ada');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Choose office' })).toBeNull());
    expect(requestedUrls(fetchMock)).toContain('/api/admin/media?q=ada&pageSize=24');
    await events.click(within(dialog).getByRole('button', { name: 'Choose ada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(last()).toEqual({ src: ada.url, alt: ada.alt, width: 400, height: 600, focus: { x: 40, y: 20 } });
    const field = screen.getByRole('group', { name: /^Image/ });
    expect(within(field).getByText('ada')).toBeInTheDocument();
    expect(within(field).getByText(ada.alt)).toBeInTheDocument();
    for (const gone of [/Image file/, /Width in pixels/, /Height in pixels/]) {
      expect(screen.queryByLabelText(gone)).toBeNull();
    }
    expect(within(field).queryByRole('textbox')).toBeNull();
  });

  it('overrides the library’s alt text for this use only, goes back to it, and marks a picture decorative only when asked', async () => {
    answerMedia(fetchMock, () => [ada]);
    const image = { src: ada.url, alt: ada.alt, width: 400, height: 600, focus: { x: 40, y: 20 } };
    const { events, last } = renderCarousel({ slides: [{ ...slide, image }] });
    const field = screen.getByRole('group', { name: /^Image/ });
    expect(await within(field).findByText(ada.alt)).toBeInTheDocument();

    await events.click(within(field).getByRole('checkbox', { name: 'Use different alt text here (image, slide 1)' }));
    const own = within(field).getByRole('textbox', { name: /Alt text for this use \(image, slide 1\)/ });
    expect(own).toHaveValue(ada.alt);
    await events.clear(own);
    await events.type(own, 'Our founder');
    await waitFor(() => expect(last()).toEqual({ ...image, alt: 'Our founder', ownAlt: true }));
    await events.clear(own);
    expect(
      await within(field).findByText('Describe the image for people who cannot see it, or mark it as decorative'),
    ).toBeInTheDocument();

    await events.click(within(field).getByRole('checkbox', { name: /Use different alt text here/ }));
    await waitFor(() => expect(last()).toEqual(image));
    await events.click(within(field).getByRole('checkbox', { name: /Decorative: screen readers skip it/ }));
    await waitFor(() => expect(last()).toEqual({ ...image, decorative: true }));
    await events.click(within(field).getByRole('button', { name: 'Remove image (slide 1)' }));
    await waitFor(() => expect(last()).toBeUndefined());
  });

  it('follows the library when it changed under the form, keeping this use’s own alt text', async () => {
    const moved = { ...ada, alt: 'Ada Byron, founder', focus: { x: 70, y: 30 } };
    answerMedia(fetchMock, () => [moved]);
    const stale = { src: ada.url, alt: ada.alt, width: 400, height: 600, focus: { x: 40, y: 20 } };
    const { last } = renderCarousel({ slides: [{ ...slide, image: stale }] });
    await waitFor(() => expect(last()).toEqual({ ...stale, alt: 'Ada Byron, founder', focus: { x: 70, y: 30 } }));

    answerMedia(fetchMock, () => [{ ...moved, focus: { x: 50, y: 50 } }]);
    const second = renderCarousel({ slides: [{ ...slide, image: { ...stale, alt: 'Mine', ownAlt: true } }] });
    await waitFor(() => expect(second.last()).toEqual({ ...stale, focus: undefined, alt: 'Mine', ownAlt: true }));
  });

  it('pages through the library and narrows it by type and by use', async () => {
    const many = Array.from({ length: 30 }, (_, index) => mediaItem(100 + index, `pic-${index}`, `Picture ${index}`));
    answerMedia(fetchMock, () => many);
    const { events } = renderCarousel({ slides: [slide] });
    await events.click(screen.getByRole('button', { name: 'Add image (slide 1)' }));
    const dialog = await picker();
    expect(await within(dialog).findByText('1–24 of 30')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: 'Choose pic-29' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/admin/media?page=2&pageSize=24');
    await events.selectOptions(within(dialog).getByLabelText('Type'), 'SVG');
    await events.click(within(dialog).getByRole('checkbox', { name: 'Only unused' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/admin/media?type=svg&unused=true&pageSize=24'),
    );
    expect(await within(dialog).findByText('No image matches these filters.')).toBeInTheDocument();
  });

  it('shows a viewer the picture and its alt text, with nothing to change', async () => {
    answerMedia(fetchMock, () => [ada]);
    const image = { src: ada.url, alt: ada.alt, width: 400, height: 600 };
    renderCarousel({ slides: [{ ...slide, image }] }, true);
    const field = screen.getByRole('group', { name: /^Image/ });
    expect(await within(field).findByText(ada.alt)).toBeInTheDocument();
    expect(within(field).queryByRole('button', { name: /Change image/ })).toBeNull();
    expect(within(field).getByRole('checkbox', { name: /Decorative/ })).toBeDisabled();
  });
});
