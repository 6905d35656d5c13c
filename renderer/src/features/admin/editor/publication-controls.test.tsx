import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { PublicationControls } from './publication-controls';

const fetchMock = stubFetchForEachTest();
const scheduled = {
  id: 7,
  version: 3,
  status: 'published',
  publication: 'scheduled',
  publishAt: '2030-01-01T09:00:00.000Z',
} as const;

function answerReads() {
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/api/admin/publication-settings'))
      return Promise.resolve(jsonResponse(200, { timeZone: 'Europe/Berlin' }));
    if (url.endsWith('/preview-links')) return Promise.resolve(jsonResponse(200, { items: [] }));
    return Promise.resolve(jsonResponse(404, { error: 'Not found' }));
  });
}

describe('PublicationControls', () => {
  it('names the state and the time it publishes at on the site’s clock, and links the preview', async () => {
    answerReads();
    renderSignedIn(<PublicationControls collection="pages" item={scheduled} dirty={false} />);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(await screen.findByText('Publishes 1 Jan 2030, 10:00 (Europe/Berlin)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/preview/pages/7');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  });

  it('holds scheduling and unpublishing back while the form has unsaved changes', async () => {
    answerReads();
    renderSignedIn(<PublicationControls collection="pages" item={scheduled} dirty />);
    expect(screen.getByText('Save the draft to preview, share or schedule these changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish at…' })).toBeDisabled();
  });

  it('lets an editor share a preview link', async () => {
    answerReads();
    renderSignedIn(<PublicationControls collection="pages" item={scheduled} dirty={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share preview link' }));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });

  it('shows a viewer the state and the preview, without the buttons that change or share it', async () => {
    answerReads();
    renderSignedIn(<PublicationControls collection="pages" item={scheduled} dirty={false} />, {
      user: staffUser('viewer'),
    });
    expect(await screen.findByText('Publishes 1 Jan 2030, 10:00 (Europe/Berlin)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toBeInTheDocument();
    // The server refuses a viewer's new link: the button that would only lead there is not shown.
    expect(screen.queryByRole('button', { name: 'Share preview link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish at…' })).toBeNull();
  });
});
