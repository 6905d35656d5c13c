import type { FastifyInstance } from 'fastify';
import { publicPagePath, publicSubpagePath } from '../../../contract/site-routes';

export interface PublishedAddress {
  path: string;
  updatedAt: string;
}

/** Every published page and subpage at the address a route shows it, drafts never (the repositories' rule). */
export async function publishedAddresses(app: FastifyInstance): Promise<PublishedAddress[]> {
  const [pages, subpages] = await Promise.all([
    app.repos.pages.listPublishedUpdates(),
    app.repos.subpages.listPublishedUpdates(),
  ]);
  const addresses: PublishedAddress[] = [];
  for (const page of pages) {
    const path = publicPagePath(page.slug);
    if (path) addresses.push({ path, updatedAt: page.updatedAt });
  }
  for (const subpage of subpages) {
    const path = publicSubpagePath(subpage.parentSlug, subpage.slug);
    if (path) addresses.push({ path, updatedAt: subpage.updatedAt });
  }
  return addresses;
}
