import type { FastifyInstance } from 'fastify';
import type { AdminPage } from '../../../../contract/admin/admin-pages';
import { HttpError } from '../../../http/http-error';

export const pageNotFound = () => new HttpError(404, 'Page not found');

export async function findPageOrThrow(app: FastifyInstance, id: number): Promise<AdminPage> {
  const page = await app.adminRepos.pages.find(id);
  if (!page) throw pageNotFound();
  return page;
}
