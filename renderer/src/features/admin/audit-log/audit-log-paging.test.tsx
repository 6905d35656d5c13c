import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../../contract/admin/audit-log';
import { encodeCursor } from '../../../../../contract/admin/list-cursor';
import type { User } from '../../../../../contract/user';
import '../../../lib/theme/chakra-scope';
import { renderSignedIn } from '../../../test/render-signed-in';
import { jsonResponse, stubFetchForEachTest } from '../../../test/stub-fetch';
import { AuditLogScreen } from './audit-log-screen';

vi.mock('../../../lib/toaster', () => ({ showToast: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn() }));

const admin: User = { id: 1, username: 'ada', displayName: 'Ada Admin', email: null, role: 'admin' };
const entry = (id: number, label: string): AuditEntry => ({
  id,
  at: `2026-03-0${id}T10:00:00.000Z`,
  actor: { id: 1, name: 'Ada Admin' },
  action: 'page.publish',
  item: { type: 'page', id: String(id), label },
  summary: '',
  ip: null,
  authStyle: 'cookie',
});
const newest = entry(9, 'Newest');
const oldest = entry(1, 'Oldest');
const olderCursor = encodeCursor({ list: 'audit-log', direction: 'after', key: newest.at, id: newest.id });
const newerCursor = encodeCursor({ list: 'audit-log', direction: 'before', key: oldest.at, id: oldest.id });

const fetchMock = stubFetchForEachTest();
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site.test');
    requested.push(`${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/api/admin/users'))
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 50 });
    const cursor = url.searchParams.get('cursor');
    const older = cursor === olderCursor;
    return jsonResponse(200, {
      items: [older ? oldest : newest],
      total: 2,
      page: 1,
      pageSize: 1,
      nextCursor: older ? null : olderCursor,
      prevCursor: older ? newerCursor : null,
    });
  });
});

const lastListRequest = () => requested.filter((url) => url.startsWith('/api/admin/audit-log')).at(-1);

describe('AuditLogScreen paging (issue 33)', { timeout: 20_000 }, () => {
  it('goes Older and Newer by the answer’s cursors, from the keyboard, keeping no page number', async () => {
    const user = userEvent.setup();
    renderSignedIn(<AuditLogScreen />, { user: admin, route: '/admin/audit-log?action=page.publish' });
    expect(await screen.findByRole('cell', { name: "Published the page 'Newest'" })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Showing 1 of 2');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    screen.getByRole('button', { name: 'Older' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('cell', { name: "Published the page 'Oldest'" })).toBeInTheDocument();
    expect(lastListRequest()).toBe(`/api/admin/audit-log?action=page.publish&pageSize=20&cursor=${olderCursor}`);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    screen.getByRole('button', { name: 'Newer' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('cell', { name: "Published the page 'Newest'" })).toBeInTheDocument();
    expect(lastListRequest()).toBe(`/api/admin/audit-log?action=page.publish&pageSize=20&cursor=${newerCursor}`);
  });

  it('starts from the newest entries when the address holds a cursor that is not one of the log’s', async () => {
    const foreign = encodeCursor({ list: 'pages', direction: 'after', key: '', id: 3 });
    renderSignedIn(<AuditLogScreen />, { user: admin, route: `/admin/audit-log?cursor=${foreign}` });
    expect(await screen.findByRole('cell', { name: "Published the page 'Newest'" })).toBeInTheDocument();
    expect(lastListRequest()).toBe('/api/admin/audit-log?page=1&pageSize=20');
  });
});
