import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/extended-recipes';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { contactSubmissionFixture } from '../../../test/submission-fixtures';
import { ContactSubmissionsScreen } from './contact-submissions-screen';

const submission = contactSubmissionFixture({ company: 'Harbour Mutual', subject: 'Partnerships' });

const editor: User = { id: 2, username: 'ed', displayName: 'Ed', email: null, role: 'editor' };
const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === 'PATCH') return jsonResponse(200, { ...submission, status: 'read' });
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(200, {
      items: [submission],
      total: 1,
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

  it('shows a viewer the notice instead of asking for personal data', () => {
    renderScreen({ ...editor, role: 'viewer' });
    expect(screen.getByText('Your role (viewer) cannot change content')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
