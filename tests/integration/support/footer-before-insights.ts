import type { Kysely } from 'kysely';
import { FooterContentSchema } from '../../../contract/global-components/footer-content';
import type { Database } from '../../../server/db/schema';

/**
 * The footer the migration tests' recorded page text was read with: the seeded footer has since listed Insights
 * (issue 30) under Company, and those tests compare the pages, not the footer.
 */
export async function footerBeforeInsights(db: Kysely<Database>): Promise<void> {
  const row = await db
    .selectFrom('global_components')
    .select('content')
    .where('name', '=', 'footer')
    .executeTakeFirst();
  const footer = FooterContentSchema.parse(JSON.parse(row?.content ?? 'null'));
  const links = footer.quickLinkSections.flatMap((section) => section.links);
  if (!links.some((link) => link.link === '/insights')) throw new Error('the seeded footer no longer lists Insights');
  const sections = footer.quickLinkSections.map((section) => ({
    ...section,
    links: section.links.filter((link) => link.link !== '/insights'),
  }));
  await db
    .updateTable('global_components')
    .set({ content: JSON.stringify({ ...footer, quickLinkSections: sections }) })
    .where('name', '=', 'footer')
    .execute();
}
