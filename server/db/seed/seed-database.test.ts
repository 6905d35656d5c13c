import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { openDatabase } from '../open-database';
import { createRepositories } from '../../repositories/repositories';
import { demoAccount, seedDatabase } from './seed-database';

async function freshRepos() {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  return { db, repos: createRepositories(db, { sessionTtlMs: 0 }) };
}

describe('first-start seed', () => {
  it('creates the admin with a generated password reported once, and content only once', async () => {
    const { db, repos } = await freshRepos();
    const first = await seedDatabase(repos, { username: 'admin' });
    expect(first.admin?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(first.pages).toBeGreaterThan(10);
    const second = await seedDatabase(repos, { username: 'admin' });
    expect(second).toEqual({ pages: 0, subpages: 0 });
    await db.destroy();
  });

  it('adds the demo viewer only when asked (never in production)', async () => {
    const { db, repos } = await freshRepos();
    await seedDatabase(repos, { username: 'admin', password: 'a-long-admin-password' });
    expect(await repos.users.findByUsername(demoAccount.username)).toBeUndefined();
    await db.destroy();

    const withDemo = await freshRepos();
    const report = await seedDatabase(withDemo.repos, {
      username: 'admin',
      password: 'a-long-admin-password',
      demoAccount: true,
    });
    expect(report.demo).toBe(true);
    expect((await withDemo.repos.users.findByUsername(demoAccount.username))?.role).toBe('viewer');
    await withDemo.db.destroy();
  });
});
