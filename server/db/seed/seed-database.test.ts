import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { createRepositories } from '../../repositories/repositories';
import { openTestDatabase } from '../../test/test-database';
import { demoAccount, seedDatabase } from './seed-database';
import { seededMediaFiles } from './seed-media';

async function freshRepos() {
  const { db, drop } = await openTestDatabase('migrated');
  await migrateToLatest(db);
  return { drop, repos: createRepositories(db, { sessionTtlMs: 0 }) };
}

describe('first-start seed', () => {
  it('creates the admin with a generated password reported once, and content only once', async () => {
    const { drop, repos } = await freshRepos();
    const first = await seedDatabase(repos, { username: 'admin' });
    expect(first.admin?.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(first.pages).toBeGreaterThan(10);
    const second = await seedDatabase(repos, { username: 'admin' });
    expect(second).toEqual({ pages: 0, subpages: 0 });
    await drop();
  });

  it('imports the site’s pictures into the media library, and the logos of header and footer are library images', async () => {
    const { drop, repos } = await freshRepos();
    await seedDatabase(repos, { username: 'admin', password: 'a-long-admin-password' });
    const library = await repos.media.list(undefined);
    expect(library.map((item) => item.name).sort()).toEqual(
      Object.values(seededMediaFiles)
        .map(({ file }) => file.replace(/^.*\//, '').replace('.svg', ''))
        .sort(),
    );
    const logo = library.find((item) => item.name === 'logo-light');
    expect(logo?.usedOn.map((usage) => usage.title)).toEqual(['Footer', 'Header']);
    const header = await repos.globalComponents.find('header');
    expect(header?.content).toMatchObject({ logoLight: logo?.url });
    await drop();
  });

  it('adds the demo viewer only when asked (never in production)', async () => {
    const { drop, repos } = await freshRepos();
    await seedDatabase(repos, { username: 'admin', password: 'a-long-admin-password' });
    expect(await repos.users.findByUsername(demoAccount.username)).toBeUndefined();
    await drop();

    const withDemo = await freshRepos();
    const report = await seedDatabase(withDemo.repos, {
      username: 'admin',
      password: 'a-long-admin-password',
      demoAccount: true,
    });
    expect(report.demo).toBe(true);
    expect((await withDemo.repos.users.findByUsername(demoAccount.username))?.role).toBe('viewer');
    await withDemo.drop();
  });
});
