import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../../../contract/admin/admin-media';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { renderWithProviders } from '../../../test/render-with-providers';
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
