import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/theme/chakra-scope';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { renderSignedIn, staffUser } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { jobApplicationFixture } from '../../../test/submission-fixtures';
import { JobSubmissionsScreen } from './job-submissions-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const application = jobApplicationFixture({ email: 'Sam@Example.com', resume: { fileName: 'cv.pdf', size: 2048 } });

const fetchMock = stubFetchForEachTest();

beforeEach(() => {
  vi.mocked(toastSuccess).mockClear();
  vi.mocked(toastError).mockClear();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/erase-preview'))
      return jsonResponse(200, { contactSubmissions: 2, applications: 1, resumes: 1 });
    if (url.endsWith('/erase'))
      return jsonResponse(200, { contactDeleted: 2, applicationsDeleted: 1, resumesDeleted: 1 });
    return jsonResponse(200, { items: [application], total: 1, page: 1, pageSize: 20, folders: { inbox: 1, spam: 0 } });
  });
});

const posts = (suffix: string) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(suffix));

async function openDrawer(role: 'admin' | 'editor') {
  const user = userEvent.setup();
  renderSignedIn(<JobSubmissionsScreen />, { user: staffUser(role), route: '/admin/job-submissions' });
  await user.click(await screen.findByRole('button', { name: 'View Sam Okafor' }));
  const drawer = await screen.findByRole('dialog', { name: 'Sam Okafor for Analyst' });
  return { user, drawer };
}

describe("Delete this person's data", { timeout: 20_000 }, () => {
  it('is offered to admins only', async () => {
    const { drawer } = await openDrawer('editor');
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: "Delete this person's data" })).not.toBeInTheDocument();
  });

  it('names the address and how much goes before anything is deleted, then reports the counts', async () => {
    const { user, drawer } = await openDrawer('admin');
    await user.click(within(drawer).getByRole('button', { name: "Delete this person's data" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete this person's data?" });
    expect(dialog).toHaveTextContent(
      'Everything sent with Sam@Example.com is deleted for good, in the inbox and in spam: ' +
        '2 contact submissions and 1 job application with 1 résumé. This cannot be undone.',
    );
    expect(posts('/erase-preview').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ email: 'Sam@Example.com' }),
    ]);
    expect(posts('/erase')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete all their data' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Personal data deleted',
        '2 contact submissions, 1 job application and 1 résumé deleted.',
      ),
    );
    expect(posts('/erase').map(([, init]) => init?.body)).toEqual([JSON.stringify({ email: 'Sam@Example.com' })]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user, drawer } = await openDrawer('admin');
    await user.click(within(drawer).getByRole('button', { name: "Delete this person's data" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete this person's data?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts('/erase')).toHaveLength(0);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("tells the server's refusal and keeps the data", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/erase-preview'))
        return jsonResponse(200, { contactSubmissions: 0, applications: 1, resumes: 0 });
      if (url.endsWith('/erase')) return jsonResponse(403, { error: "Only an admin can delete a person's data" });
      return jsonResponse(200, {
        items: [application],
        total: 1,
        page: 1,
        pageSize: 20,
        folders: { inbox: 1, spam: 0 },
      });
    });
    const { user, drawer } = await openDrawer('admin');
    await user.click(within(drawer).getByRole('button', { name: "Delete this person's data" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete this person's data?" });
    expect(dialog).toHaveTextContent('0 contact submissions and 1 job application. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete all their data' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Personal data not deleted', "Only an admin can delete a person's data"),
    );
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
