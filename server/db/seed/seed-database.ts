import { randomBytes } from 'node:crypto';
import { defaultCtaContent } from '../../../contract/global-components/default-cta-content';
import { defaultFooterContent } from '../../../contract/global-components/default-footer-content';
import { defaultHeaderConfig } from '../../../contract/global-components/default-header-config';
import type { Repositories } from '../../repositories/repositories';
import { hashPassword } from '../../security/password-hash';
import { seedPages } from './content/seed-pages';
import { seedSubpages } from './content/seed-subpages';
import { withSeedArtwork } from './seed-artwork';
import { seedInsights, seedPeopleOf } from './seed-insights';
import { seedLogos, withSeedLogos } from './seed-logos';
import { withSeedPeople } from './seed-people-blocks';
import { seedMedia } from './seed-media';

export interface AdminSeed {
  username: string;
  /** When absent, a password is generated and reported once. */
  password?: string;
  /** Also create the documented demo viewer (local development only, never in production). */
  demoAccount?: boolean;
}

/** A viewer for trying sign-in and the API tester locally; it can read the admin area but change nothing. */
export const demoAccount = { username: 'demo', password: 'demo-password-2026', displayName: 'Demo Visitor' } as const;

export interface SeedReport {
  admin?: { username: string; generatedPassword?: string };
  demo?: boolean;
  pages: number;
  subpages: number;
  articles: number;
  people: number;
}

/** First start only: an admin when there are no users, the site's content when there are no pages. */
export async function seedDatabase(repos: Repositories, admin: AdminSeed): Promise<SeedReport> {
  const report: SeedReport = { pages: 0, subpages: 0, articles: 0, people: 0 };

  if ((await repos.users.count()) === 0) {
    const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
    const password = admin.password ?? generatedPassword ?? '';
    await repos.users.create({
      username: admin.username,
      passwordHash: await hashPassword(password),
      displayName: 'Site Administrator',
      email: null,
      role: 'admin',
      approval: 'approved',
    });
    report.admin = { username: admin.username, ...(generatedPassword ? { generatedPassword } : {}) };
    if (admin.demoAccount) {
      await repos.users.create({
        username: demoAccount.username,
        passwordHash: await hashPassword(demoAccount.password),
        displayName: demoAccount.displayName,
        email: null,
        role: 'viewer',
        approval: 'approved',
      });
      report.demo = true;
    }
  }

  if ((await repos.pages.count()) === 0) {
    // The pictures first: pages and the header and footer point at the library's copies; then the people, whom
    // team sections name.
    const media = await seedMedia(repos);
    const logos = await seedLogos(repos);
    const people = await seedPeopleOf(repos);
    for (const page of seedPages) {
      const blocks = withSeedPeople(withSeedLogos(withSeedArtwork(page.slug, page.blocks, media), logos), people);
      await repos.pages.create({ ...page, blocks }, null);
      report.pages += 1;
    }
    for (const { parentSlug, ...subpage } of seedSubpages) {
      const pageId = await repos.pages.findIdBySlug(parentSlug);
      if (pageId === undefined) throw new Error(`Seed subpage ${subpage.slug} names unknown page ${parentSlug}`);
      const pictured = withSeedLogos(withSeedArtwork(`${parentSlug}/${subpage.slug}`, subpage.blocks, media), logos);
      const blocks = withSeedPeople(pictured, people);
      await repos.subpages.create(pageId, { ...subpage, blocks }, null);
      report.subpages += 1;
    }
    const siteLogos = { logoLight: media.logoLight.url, logoDark: media.logoDark.url };
    await repos.globalComponents.save('header', { ...defaultHeaderConfig, ...siteLogos }, null);
    await repos.globalComponents.save('footer', { ...defaultFooterContent, ...siteLogos }, null);
    await repos.globalComponents.save('cta', defaultCtaContent, null);
    report.articles = await seedInsights(repos, people);
    report.people = people.size;
  }
  return report;
}
