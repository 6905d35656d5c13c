import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoViolations, withoutToasts } from './support/axe-check';
import { signInAt } from './support/admin-sign-in';
import { e2eAdmin, e2eServers } from './support/e2e-servers';

test.use({ baseURL: e2eServers.admin.url });

test('an admin finds who added a redirect in the audit log, filters to it and exports it', async ({
  page,
  request,
}) => {
  const source = `/e2e-audited-${Date.now()}`;
  const login = await request.post('/api/token-login', { data: e2eAdmin });
  const { token } = (await login.json()) as { token: string };
  const added = await request.post('/api/admin/redirects', {
    headers: { authorization: `Bearer ${token}` },
    data: { source, target: '/services' },
  });
  expect(added.status()).toBe(201);

  await signInAt(page, '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Added a redirect' });
  await page.getByRole('searchbox', { name: 'Item' }).fill(source);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=redirect.create/);
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  const entry = rows.nth(1);
  await expect(entry.getByRole('cell', { name: `Created the redirect '${source}'`, exact: true })).toBeVisible();
  await expect(entry.getByRole('cell', { name: `${source} → /services` })).toBeVisible();
  await expect(entry.getByRole('cell', { name: /· API token$/ })).toBeVisible();

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expectNoViolations(page, `audit log (${theme})`, withoutToasts);
  }

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Created the redirect '${source}',Added a redirect,redirect.create,redirect`);
  expect(lines[1]).toContain(`${source} → /services`);
});
