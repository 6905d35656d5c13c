import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../../contract/admin/audit-log';
import { auditLogMessages } from '../../../../../contract/admin/audit-log';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { AuditLogScreen } from './audit-log-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const admin: User = { id: 1, username: 'ada', displayName: 'Ada Admin', email: null, role: 'admin' };
const editor: User = { ...admin, id: 2, username: 'eddie', displayName: 'Eddie Editor', role: 'editor' };
const saved: AuditEntry = {
  id: 7,
  at: '2026-03-01T10:00:00Z',
  actor: { id: 2, name: 'Eddie Editor' },
  action: 'page.save-draft',
  item: { type: 'page', id: '12', label: 'Services' },
  summary: 'Changed: title, sections',
  ip: '203.0.113.9',
  authStyle: 'desktop',
};
const purge: AuditEntry = {
  ...saved,
  id: 8,
  actor: null,
  action: 'retention.purge',
  item: null,
  summary: 'Deleted 3 contact submissions',
  ip: null,
  authStyle: null,
};
const fetchMock = stubFetchForEachTest();
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    requested.push(url);
    if (url.startsWith('/api/admin/users')) {
      return jsonResponse(200, {
        items: [{ ...editor, approval: 'approved', disabled: false, createdAt: '', updatedAt: '' }],
        total: 1,
        page: 1,
        pageSize: 50,
      });
    }
    return jsonResponse(200, { items: [saved, purge], total: 41, page: 1, pageSize: 20 });
  });
});

/** jsdom matches no media query, so the screen is drawn as on a phone: the filters are folded behind a button. */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const filters = screen.getByRole('button', { name: 'Filters' });
  expect(filters).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'Who' })).not.toBeInTheDocument();
  await user.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
}

describe('AuditLogScreen', { timeout: 20_000 }, () => {
  it('lists who did what to which item, from where and how signed in, and the server’s own acts', async () => {
    renderSignedIn(<AuditLogScreen />, { user: admin });
    const what = await screen.findByRole('cell', { name: "Saved a draft of the page 'Services'" });
    const cells = within(what.closest('tr') as HTMLElement);
    expect(cells.getByRole('cell', { name: 'Eddie Editor' })).toBeInTheDocument();
    expect(cells.getByRole('cell', { name: 'Changed: title, sections' })).toBeInTheDocument();
    expect(cells.getByRole('cell', { name: '1 Mar 2026, 10:00 (UTC)' })).toBeInTheDocument();
    expect(cells.getByRole('cell', { name: '203.0.113.9 · Desktop app' })).toBeInTheDocument();
    const purgeRow = screen.getByRole('cell', { name: 'Purged old submissions' }).closest('tr') as HTMLElement;
    expect(within(purgeRow).getByRole('cell', { name: 'The server' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 41')).toBeInTheDocument();
  });

  it('asks the server for the chosen filter and the next page', async () => {
    const user = userEvent.setup();
    renderSignedIn(<AuditLogScreen />, { user: admin });
    await screen.findByRole('cell', { name: "Saved a draft of the page 'Services'" });
    await openFilters(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Who' }), 'Eddie Editor (eddie)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Saved a draft of a page');
    await user.type(screen.getByRole('searchbox', { name: 'Item' }), 'page:12');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(requested.at(-1)).toBe(
        '/api/admin/audit-log?actor=2&action=page.save-draft&item=page%3A12&page=1&pageSize=20',
      ),
    );
    // Applied, they fold away again, and the button says how many apply.
    const counted = screen.getByRole('button', { name: 'Filters (3 active)' });
    expect(counted).toHaveAttribute('aria-expanded', 'false');
    expect(counted).toHaveFocus();
    // This answer carries no cursors (an older server): "Older" steps the page number as before.
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await vi.waitFor(() => expect(requested.at(-1)).toContain('page=2'));
  });

  it('names a bad date range on its field instead of asking', async () => {
    const user = userEvent.setup();
    renderSignedIn(<AuditLogScreen />, { user: admin });
    await screen.findByRole('cell', { name: "Saved a draft of the page 'Services'" });
    const before = requested.length;
    await openFilters(user);
    // Date inputs take ISO text in jsdom.
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(requested.slice(before).filter((url) => url.startsWith('/api/admin/audit-log'))).toEqual([]);
  });

  it('tells anyone but an admin that the log is for admins, without asking the server', async () => {
    renderSignedIn(<AuditLogScreen />, { user: editor });
    expect(await screen.findByText(auditLogMessages.adminOnly)).toBeInTheDocument();
    expect(requested.filter((url) => url.includes('audit-log'))).toEqual([]);
  });
});
