import type { FastifyInstance } from 'fastify';
import type { AdminPage } from '../../../contract/admin/admin-pages';
import type { RedirectList } from '../../../contract/admin/admin-redirects';
import type { AuthHeaders } from './admin.test-support';
import { call, pageIdBySlug, versionedCall } from './admin.test-support';

/** Changes only a page's slug, as the editor's save would (the whole page is sent back). */
export async function renamePage(app: FastifyInstance, headers: AuthHeaders, from: string, to: string) {
  const id = await pageIdBySlug(app, from);
  const page = (await call(app, 'GET', `/api/admin/pages/${id}`, headers)).json<AdminPage>();
  const { title, description, status, blocks } = page;
  return versionedCall(app, 'PUT', `/api/admin/pages/${id}`, headers, {
    title,
    description,
    status,
    blocks,
    slug: to,
  });
}

/** Source → target of every stored redirect, sorted, for comparing whole tables. */
export async function redirectPairs(app: FastifyInstance, headers: AuthHeaders): Promise<string[]> {
  const list = (await call(app, 'GET', '/api/admin/redirects', headers)).json<RedirectList>();
  return list.items.map((redirect) => `${redirect.source} → ${redirect.target}`).sort();
}
