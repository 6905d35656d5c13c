import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { contactSubmissionFixture } from '../../../test/submission-fixtures';
import { ContactSubmissionsScreen } from './contact-submissions-screen';

const submission = contactSubmissionFixture({ company: 'Harbour Mutual', subject: 'Partnerships' });
const second = contactSubmissionFixture({ id: 8, name: 'Sam Okafor', email: 'sam@example.com' });

const editor: User = { id: 2, username: 'ed', displayName: 'Ed', email: null, role: 'editor' };
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PATCH') return jsonResponse(200, { ...submission, status: 'read' });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (init?.method === 'POST') return jsonResponse(200, { changed: 2 });
    return jsonResponse(200, {
      items: [submission, second],
      total: 2,
      page: 1,
      pageSize: 20,
      folders: { inbox: 1, spam: 0 },
    });
  });
});

function renderScreen(user: User = editor, route = '/admin/contact-submissions') {
  renderSignedIn(<ContactSubmissionsScreen />, { user, route });
  return userEvent.setup();
}

const urls = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('ContactSubmissionsScreen', { timeout: 20_000 }, () => {
  it('reads its filter from the URL and sends it with the list request', async () => {
    renderScreen(editor, '/admin/contact-submissions?status=new&q=priya');
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/admin/contact-submissions?q=priya&status=new&page=1&pageSize=20');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
  });

  it('opens the submission the address names (a desktop notification of one new message)', async () => {
    renderScreen(editor, '/admin/contact-submissions?status=new&open=8');
    expect(await screen.findByRole('dialog', { name: /Sam Okafor/ })).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/admin/contact-submissions?status=new&page=1&pageSize=20');
  });

  it('applies a new filter and rejects a reversed date range inline', async () => {
    const user = renderScreen();
    await screen.findByText('Priya Raman');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urls().some((url) => url.includes('status=archived'))).toBe(true));

    await user.type(screen.getByLabelText('Received from'), '2025-03-10');
    await user.type(screen.getByLabelText('Received to'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
  });

  it('opens the detail drawer, which marks it read, and deletes after confirmation', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View Priya Raman' }));
    expect(await screen.findByText('We would like to talk.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/7',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'read' }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/7',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('tells a viewer who opens its address why it is not theirs, instead of asking for personal data', () => {
    renderScreen({ ...editor, role: 'viewer' });
    expect(screen.getByText('Your role (viewer) cannot see submissions: they hold personal data')).toBeInTheDocument();
    expect(screen.queryByText(/read-only/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('acts on a selection at once: marks it read, and deletes it after confirmation', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Priya Raman' }));
    const bar = screen.getByRole('group', { name: 'Selected submissions' });
    expect(bar).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(bar).toHaveTextContent('2 selected');

    await user.click(within(bar).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/bulk',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ ids: [7, 8], action: 'read' }) }),
      ),
    );
    // Done: the selection is cleared.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected submissions' })).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Okafor' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Selected submissions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 1 submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 submission' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/contact-submissions/bulk',
        expect.objectContaining({ body: JSON.stringify({ ids: [8], action: 'delete' }) }),
      ),
    );
  });
});
