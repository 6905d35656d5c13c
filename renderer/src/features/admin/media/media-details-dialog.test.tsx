import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetchForEachTest } from '../../../test/stub-fetch';
import { answerMedia, mediaRevision, requestedUrls } from './media-fixtures.test-support';
import { MediaDetailsDialog } from './media-details-dialog';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const item: MediaItem = {
  id: 4,
  name: 'team.png',
  alt: 'The team at work',
  url: '/media/4/0123456789abcdef/team.png',
  mimeType: 'image/png',
  width: 960,
  height: 640,
  bytes: 52_000,
  renditions: [],
  focus: { x: 50, y: 50 },
  usedOn: [],
  revisions: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function clipboard(writeText: (text: string) => Promise<void>) {
  // user-event installs its own clipboard on setup; this one replaces it for the click.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => vi.clearAllMocks());

describe('MediaDetailsDialog: Copy address', () => {
  it('copies the address and says so', async () => {
    const events = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    renderWithProviders(<MediaDetailsDialog item={item} canEdit onClose={() => undefined} />);
    await events.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(item.url);
    expect(toastSuccess).toHaveBeenCalledWith('Address copied');
  });

  // A desktop build whose permission handler refuses the clipboard, or a browser that does.
  it('says the copy failed, and what to do instead, when the clipboard refuses', async () => {
    const events = userEvent.setup();
    clipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    renderWithProviders(<MediaDetailsDialog item={item} canEdit onClose={() => undefined} />);
    await events.click(await screen.findByRole('button', { name: 'Copy address' }));
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Could not copy', 'Select the address and copy it yourself.'),
    );
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});

describe('MediaDetailsDialog: focal point and earlier files', () => {
  const fetchMock = stubFetchForEachTest();
  const sentBody = (method: string) =>
    JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body)) as unknown;

  it('moves the focal point by keyboard on the preview and saves it with the alt text', async () => {
    answerMedia(fetchMock, () => [item]);
    const events = userEvent.setup();
    renderWithProviders(<MediaDetailsDialog item={item} canEdit onClose={() => undefined} />);
    const point = screen.getByRole('group', { name: 'Focal point' });
    expect(point).toHaveAccessibleDescription(/50% from the left, 50% from the top/);
    point.focus();
    await events.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowUp}{/Shift}');
    expect(point).toHaveAccessibleDescription(/60% from the left, 49% from the top/);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sentBody('PUT')).toEqual({ alt: item.alt, focus: { x: 60, y: 49 } }));
  });

  it('lists the files replacing kept, and restores one', async () => {
    const replaced = { ...item, revisions: 1 };
    answerMedia(fetchMock, () => [replaced], [mediaRevision(3, 'old-team')]);
    const events = userEvent.setup();
    renderWithProviders(<MediaDetailsDialog item={replaced} canEdit onClose={() => undefined} />);
    const kept = await screen.findByRole('list', { name: 'Earlier files' });
    expect(within(kept).getByText('old-team')).toBeInTheDocument();
    expect(within(kept).getByText(/by Eddie Editor$/)).toBeInTheDocument();
    await events.click(within(kept).getByRole('button', { name: /^Restore old-team, replaced / }));
    await vi.waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Earlier file restored',
        'old-team is back wherever the picture is used; the file it replaced is kept here.',
      ),
    );
    expect(requestedUrls(fetchMock)).toContain('/api/admin/media/4/revisions/3/restore');
  });

  it('shows a viewer the point and the earlier files, with nothing to change', async () => {
    answerMedia(fetchMock, () => [item], [mediaRevision(3, 'old-team')]);
    renderWithProviders(
      <MediaDetailsDialog item={{ ...item, revisions: 1 }} canEdit={false} onClose={() => undefined} />,
    );
    expect(await screen.findByText('old-team')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Focal point' })).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });
});
