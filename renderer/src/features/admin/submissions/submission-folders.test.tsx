import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContactSubmission } from '../../../../../contract/admin/admin-submissions';
import '../../../lib/theme/chakra-scope';
import { toastSuccess } from '../../../lib/toaster';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { contactSubmissionFixture } from '../../../test/submission-fixtures';
import { ContactSubmissionsScreen } from './contact-submissions-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const base = contactSubmissionFixture();
const spam: AdminContactSubmission = {
  ...base,
  id: 9,
  folder: 'spam',
  name: 'Casino Bot',
  email: 'bot@example.com',
  message: 'Best online casino bonus',
  spamReasons: [
    'It reads like gambling',
    'It came without a form token (an old page, or the token could not be fetched)',
  ],
};

const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  vi.mocked(toastSuccess).mockClear();
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PATCH') return jsonResponse(200, { ...spam, folder: 'inbox', spamReasons: [] });
    const inSpam = String(input).includes('folder=spam');
    return jsonResponse(200, {
      items: [inSpam ? spam : base],
      total: 1,
      page: 1,
      pageSize: 20,
      folders: { inbox: 12, spam: 3 },
    });
  });
});

const urls = () => fetchMock.mock.calls.map(([input]) => String(input));

function renderScreen(route = '/admin/contact-submissions?status=new') {
  renderSignedIn(<ContactSubmissionsScreen />, { route });
  return userEvent.setup();
}

describe('the Inbox / Spam switch', { timeout: 20_000 }, () => {
  it('shows the inbox by default, with both folders counted', async () => {
    renderScreen();
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/admin/contact-submissions?status=new&page=1&pageSize=20');
    const folders = screen.getByRole('group', { name: 'Folder' });
    expect(within(folders).getByRole('button', { name: 'Inbox (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(folders).getByRole('button', { name: 'Spam (3)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches to the Spam folder keeping the filters, and shows why an item is there', async () => {
    const user = renderScreen();
    await screen.findByText('Priya Raman');
    await user.click(screen.getByRole('button', { name: 'Spam (3)' }));
    expect(await screen.findByText('Casino Bot')).toBeInTheDocument();
    expect(urls().at(-1)).toBe('/api/admin/contact-submissions?status=new&folder=spam&page=1&pageSize=20');
    expect(screen.getByRole('button', { name: 'Spam (3)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'View Casino Bot' }));
    const drawer = await screen.findByRole('dialog', { name: 'Message from Casino Bot' });
    expect(within(drawer).getByText('Filed as spam')).toBeInTheDocument();
    expect(within(drawer).getByText('It reads like gambling')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Move to spam' })).not.toBeInTheDocument();
  });

  it('rescues an item with "Not spam"', async () => {
    const user = renderScreen('/admin/contact-submissions?folder=spam');
    await user.click(await screen.findByRole('button', { name: 'View Casino Bot' }));
    const drawer = await screen.findByRole('dialog', { name: 'Message from Casino Bot' });
    await user.click(within(drawer).getByRole('button', { name: 'Not spam' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/9',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ folder: 'inbox' }) }),
      ),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Moved to the inbox'));
  });

  it('offers "Move to spam" for an inbox item, and never the spam notice', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View Priya Raman' }));
    const drawer = await screen.findByRole('dialog', { name: 'Message from Priya Raman' });
    expect(within(drawer).queryByText('Filed as spam')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Move to spam' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/7',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ folder: 'spam' }) }),
      ),
    );
  });
});
